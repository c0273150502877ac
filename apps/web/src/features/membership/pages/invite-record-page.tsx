import { useTranslation } from 'react-i18next';
import { EmptyState, LoadFailed, LoadingBlock } from '../../../components/query-states';
import { formatDateTime } from '../../../lib/format';
import { useInviteRecord } from '../api/get-invite-record';
import '../membership.css';

/** Invite records (SPEC §2 personal/inviteRecord): each friend's customer id, registration time and task status. */
export default function InviteRecordPage() {
  const { t } = useTranslation('membership');
  const records = useInviteRecord();
  if (records.isPending) return <LoadingBlock lines={4} />;
  if (records.isError) return <LoadFailed error={records.error} onRetry={() => void records.refetch()} />;
  if (records.data.length === 0) return <EmptyState title={t('records.empty')} />;
  return (
    <ul className="membership-list membership-page" aria-label={t('records.title')}>
      {records.data.map((row) => (
        <li key={row.customer_id}>
          <strong>
            {row.name} · {t('records.customer', { id: row.customer_id })}
          </strong>
          <div>{t('records.registered', { time: formatDateTime(row.registered_at) })}</div>
          <div>
            {row.task_status_name}
            {row.reward_points > 0 && ` · ${t('records.points', { points: row.reward_points })}`}
          </div>
        </li>
      ))}
    </ul>
  );
}
