import type { StaffClaimRow } from '@parcelway/domain';
import { Button, Card, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { QueueSummary } from '../../../components/queue-summary.js';
import { ageOf } from '../../../lib/format.js';
import { useI18n } from '../../../lib/i18n.js';
import { useClaimQueue } from '../api.js';
import { ClaimDrawer } from '../claim-drawer.js';

/**
 * Shipment claims (lost, damaged, items missing) by their clock: the soonest due first, an overdue one marked; those
 * waiting for the customer after them. Opening one shows its evidence and figure, and the three moves.
 */
export default function ShipmentClaimsPage() {
  const { t, formatTime } = useI18n();
  const queue = useClaimQueue();
  const [open, setOpen] = useState<number | null>(null);
  const rows = queue.data ?? [];
  const clock = (row: StaffClaimRow) => {
    if (row.status === 'needs_information') return <Tag>{t('shipmentClaims.waitingCustomer')}</Tag>;
    if (!row.due_at) return null;
    return (
      <Space direction="vertical" size={0}>
        <Typography.Text>{formatTime(row.due_at, 'dateTime')}</Typography.Text>
        {row.overdue && <Tag color="red">{t('shipmentClaims.overdueBy', { age: ageOf(row.due_at, t) })}</Tag>}
      </Space>
    );
  };
  return (
    <Card
      title={t('shipmentClaims.title')}
      extra={<Button onClick={() => void queue.refetch()}>{t('common.refresh')}</Button>}
    >
      <Space direction="vertical" style={{ marginBottom: 12 }}>
        <QueueSummary times={rows.filter((row) => row.status === 'under_review').map((row) => row.waiting_since)} />
      </Space>
      <Table<StaffClaimRow>
        rowKey="id"
        loading={queue.isLoading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('common.empty') }}
        columns={[
          { title: t('shipmentClaims.due'), render: (_, row) => clock(row) },
          { title: t('shipmentClaims.shipment'), render: (_, row) => `${row.shipment_no} · ${row.reason_name}` },
          { title: t('common.status'), render: (_, row) => row.status_name },
          { title: t('common.customer'), dataIndex: 'customer_id' },
          { title: t('common.warehouse'), dataIndex: 'store_id' },
          {
            title: t('shipmentClaims.amount'),
            align: 'right',
            render: (_, row) => `${row.currency} ${row.amount}`,
          },
          {
            title: '',
            render: (_, row) => (
              <Button type="primary" onClick={() => setOpen(row.id)}>
                {t('shipmentClaims.open', { id: row.id })}
              </Button>
            ),
          },
        ]}
      />
      {open !== null && <ClaimDrawer id={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}
