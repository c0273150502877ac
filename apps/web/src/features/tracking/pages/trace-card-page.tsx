import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/query-states';
import { traceCardUrl } from '../api/get-trace-card';
import { useTextParam } from '../utils/query-params';
import '../tracking.css';

/** waybill/traceCard (SPEC §2): the share image, drawn by the server, to save or send on. */
export default function TraceCardPage() {
  const { t } = useTranslation('tracking');
  const key = useTextParam('key');
  const [failed, setFailed] = useState(false);
  if (key === '' || failed) return <EmptyState title={t('public.notFound')} description={t('public.notFoundHint')} />;
  return (
    <div className="tracking-page">
      <section className="tracking-section">
        <img
          className="tracking-card"
          src={traceCardUrl(key)}
          alt={t('card.altShared')}
          onError={() => setFailed(true)}
        />
        <p className="tracking-muted">{t('card.saveHint')}</p>
      </section>
    </div>
  );
}
