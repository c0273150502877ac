import type { WaybillStatus } from '@parcelway/domain';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadingBlock } from '../../../components/query-states';
import { PATHS } from '../../../lib/routes-paths';
import { useClaimTerms } from '../api/get-claim-terms';

/** Once a shipment has left with the carrier, something can go wrong with it. */
const AFTER_DISPATCH: readonly WaybillStatus[] = ['in_transit', 'sorting', 'collecting', 'delivered'];

/**
 * "File a claim" on the waybill detail: the button when a reason is open (and which), the claim's state once filed,
 * or, when none is open yet, the sentence saying why and from when.
 */
export function ClaimEntry({ waybill }: { waybill: { id: number; status: WaybillStatus } }) {
  const { t } = useTranslation('claims');
  const navigate = useNavigate();
  const shown = AFTER_DISPATCH.includes(waybill.status);
  const terms = useClaimTerms(shown ? waybill.id : null);
  if (!shown || terms.isError) return null;
  return (
    <section className="waybills-section" aria-label={t('entry.title')}>
      <h2>{t('entry.title')}</h2>
      {terms.isPending ? (
        <LoadingBlock lines={1} />
      ) : terms.data.claim ? (
        <>
          <p className="waybills-muted">{t('entry.existing', { status: terms.data.claim.status_name })}</p>
          <Link to={`${PATHS.waybillClaimDetail}?id=${terms.data.claim.id}`}>{t('entry.see')}</Link>
        </>
      ) : terms.data.reasons.some((reason) => reason.open) ? (
        <>
          <p className="waybills-muted">
            {t('entry.open', {
              reasons: terms.data.reasons
                .filter((reason) => reason.open)
                .map((reason) => reason.name)
                .join(' · '),
            })}
          </p>
          <Button
            block
            color="primary"
            fill="outline"
            onClick={() => navigate(`${PATHS.waybillClaim}?id=${waybill.id}`)}
          >
            {t('entry.file')}
          </Button>
        </>
      ) : (
        [...new Set(terms.data.reasons.map((reason) => reason.message ?? ''))].map((message) => (
          <p key={message} className="waybills-muted" role="note">
            {message}
          </p>
        ))
      )}
    </section>
  );
}
