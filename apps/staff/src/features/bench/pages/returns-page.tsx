import type { StaffReturn } from '@parcelway/domain';
import { App, Button, Card, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { QueueSummary, WarehouseFilter } from '../../../components/queue-summary.js';
import { ageOf } from '../../../lib/format.js';
import { useI18n } from '../../../lib/i18n.js';
import { useCompleteReturn, useReturns } from '../review-api.js';

/** Return requests: the parcels to take off the shelf and hand over (pickup code, local address or forwarding). */
export default function ReturnsPage() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const [storeId, setStoreId] = useState<number | undefined>();
  const returns = useReturns(storeId);
  const complete = useCompleteReturn();
  const rows = returns.data ?? [];

  const handOver = async (row: StaffReturn) => {
    try {
      await complete.mutateAsync(row.id);
      message.success(t('returns.done'));
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Card
      title={t('returns.title')}
      extra={
        <Space>
          <WarehouseFilter value={storeId} onChange={setStoreId} />
          <Button onClick={() => void returns.refetch()}>{t('common.refresh')}</Button>
        </Space>
      }
    >
      <QueueSummary times={rows.map((row) => row.created_at)} />
      <Table<StaffReturn>
        rowKey="id"
        loading={returns.isLoading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('common.empty') }}
        columns={[
          { title: '#', dataIndex: 'id' },
          { title: t('common.customer'), dataIndex: 'customer_id' },
          { title: t('returns.method'), render: (_, row) => <Tag>{t(`returns.method.${row.method}`)}</Tag> },
          {
            title: t('returns.parcels'),
            render: (_, row) => row.parcels.map((parcel) => <Tag key={parcel.id}>{parcel.tracking_number}</Tag>),
          },
          { title: t('returns.pickupCode'), render: (_, row) => row.pickup_code ?? '—' },
          { title: t('common.warehouse'), dataIndex: 'store_id' },
          { title: t('common.age'), render: (_, row) => ageOf(row.created_at, t) },
          {
            title: '',
            render: (_, row) => (
              <Popconfirm
                title={t('returns.confirm')}
                okText={t('returns.handOver')}
                cancelText={t('common.cancel')}
                onConfirm={() => handOver(row)}
              >
                <Button type="primary" loading={complete.isPending}>
                  {t('returns.handOver')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Card>
  );
}
