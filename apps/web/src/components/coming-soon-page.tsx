import { useTranslation } from 'react-i18next';
import { StatusBlock } from './status-block';

/** Shown by routes whose screen is not built yet; each later issue replaces its own. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  return <StatusBlock status="empty" title={t('comingSoon.title')} description={t('comingSoon.description')} />;
}
