import { pageSchema, type StaffAuditRow, staffAuditRowSchema } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Table } from 'antd';
import { get } from '../lib/api.js';
import { useI18n } from '../lib/i18n.js';
import { mayUse, useMe } from '../lib/me.js';

const AUDIT_PAGE = pageSchema(staffAuditRowSchema);
/** Every trail's query: a save that is audited invalidates it, so an open record shows its newest change. */
export const AUDIT_QUERY_KEY = ['ops', 'audit'] as const;
const LATEST = 10;

/**
 * Who changed this record, when and what (`GET /ops/audit` for one target, newest first): shown on the record the
 * action changed. The trail is the administrator's to read (the server says so too); others see nothing here.
 */
export function AuditTrail({ targetType, targetId }: { targetType: string; targetId: string | number }) {
  const { t, formatTime } = useI18n();
  const me = useMe();
  const admin = mayUse(me.data?.role, []);
  const trail = useQuery({
    queryKey: [...AUDIT_QUERY_KEY, targetType, String(targetId)],
    queryFn: async () =>
      AUDIT_PAGE.parse(
        await get(
          `/ops/audit?target_type=${encodeURIComponent(targetType)}&target_id=${encodeURIComponent(String(targetId))}&perPage=${LATEST}`,
        ),
      ),
    enabled: admin,
    // Read afresh whenever a record is opened: it may have changed since (here or by another member of staff).
    staleTime: 0,
  });
  if (!admin) return null;
  if (trail.error) return <Alert type="error" showIcon message={trail.error.message} />;
  return (
    <Table<StaffAuditRow>
      size="small"
      rowKey="id"
      title={() => t('audit.title', { count: trail.data?.total ?? 0 })}
      loading={trail.isLoading}
      pagination={false}
      locale={{ emptyText: t('audit.none') }}
      dataSource={trail.data?.list ?? []}
      columns={[
        { title: t('customer.time'), dataIndex: 'created_at', render: (time: string) => formatTime(time) },
        { title: t('customer.staff'), dataIndex: 'staff_email' },
        { title: t('customer.action'), dataIndex: 'action' },
        {
          title: t('customer.details'),
          render: (_, row) => (
            <code style={{ fontSize: 12, wordBreak: 'break-all' }}>{JSON.stringify(row.details)}</code>
          ),
        },
      ]}
    />
  );
}
