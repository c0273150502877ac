import { Alert, Button } from 'antd';
import { useI18n } from '../lib/i18n.js';

/** The sentence of a save refused as stale, with Reload (the record as it is now). */
export function StaleAlert({ message, onReload }: { message: string | null; onReload: () => void }) {
  const { t } = useI18n();
  if (!message) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      message={message}
      action={<Button onClick={onReload}>{t('config.reload')}</Button>}
    />
  );
}
