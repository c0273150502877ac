import { Button, Space } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyButton } from '../../../components/copy-button';
import { showToast } from '../../../lib/feedback';
import { PATHS } from '../../../lib/routes-paths';
import type { CreatedShare } from '../api/types';
import { canShareNatively } from '../utils/journey';

/** A link just made: shown once (only its hash is kept), to copy, to hand to the phone's share sheet, with its card. */
export function ShareLink({ share, shipmentNo }: { share: CreatedShare; shipmentNo: string }) {
  const { t } = useTranslation('tracking');
  const shareNatively = async () => {
    try {
      await navigator.share({ title: t('share.sheetTitle', { id: shipmentNo }), url: share.url });
    } catch (error) {
      // Closing the share sheet is not a failure worth a word.
      if (!(error instanceof DOMException && error.name === 'AbortError')) showToast(t('share.sheetFailed'));
    }
  };
  return (
    <section className="tracking-section" aria-label={t('share.created')}>
      <h2>{t('share.created')}</h2>
      <p className="tracking-url" data-testid="share-url">
        {share.url}
      </p>
      <p className="tracking-muted">{t('share.onceHint')}</p>
      <Space wrap>
        <CopyButton text={share.url} label={t('share.link')} />
        {canShareNatively(typeof navigator === 'undefined' ? undefined : navigator) && (
          <Button size="mini" color="primary" onClick={() => void shareNatively()}>
            {t('share.native')}
          </Button>
        )}
      </Space>
      <Link className="tracking-card-link" to={`${PATHS.waybillTraceCard}?key=${share.share_key}`}>
        <img className="tracking-card-thumb" src={share.card_url} alt={t('card.alt', { id: shipmentNo })} />
        <span>{t('share.openCard')}</span>
      </Link>
    </section>
  );
}
