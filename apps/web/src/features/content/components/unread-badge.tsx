import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../api/get-unread-count';
import '../content.css';

/** How many notices or warehouse news the customer has not opened: nothing when none. */
export function UnreadBadge({ of }: { of: 'notices' | 'warehouse_news' }) {
  const { t } = useTranslation('content');
  const count = useUnreadCount().data?.[of] ?? 0;
  if (count === 0) return null;
  return (
    <span className="content-unread-count" role="status" aria-label={t('unread.count', { count })}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
