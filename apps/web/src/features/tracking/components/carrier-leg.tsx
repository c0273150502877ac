import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button';
import type { TrackLookup } from '../api/types';
import { safeExternalUrl } from '../utils/journey';

type CarrierLink = Pick<NonNullable<TrackLookup['carrier']>, 'name' | 'tracking_number' | 'tracking_url'>;

/** The carrier's own number, to copy, and the carrier's page to follow it there. */
export function CarrierLeg({ carrier }: { carrier: CarrierLink }) {
  const { t } = useTranslation('tracking');
  const url = safeExternalUrl(carrier.tracking_url);
  return (
    <section className="tracking-section" aria-label={t('detail.carrier')}>
      <h2>{carrier.name || t('detail.carrier')}</h2>
      <p className="tracking-number-row">
        <span>{carrier.tracking_number}</span>
        <CopyButton text={carrier.tracking_number} label={t('detail.number')} />
      </p>
      {url ? (
        <a className="tracking-link-out" href={url} target="_blank" rel="noreferrer noopener">
          {t('detail.openCarrier', { name: carrier.name })}
        </a>
      ) : (
        <p className="tracking-muted">{t('detail.noCarrierSite')}</p>
      )}
    </section>
  );
}
