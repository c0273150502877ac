import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useTranslation } from 'react-i18next';

/** Shown by routes whose screen is not built yet; each later issue replaces its own. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  return <ErrorBlock status="empty" title={t('comingSoon.title')} description={t('comingSoon.description')} />;
}
