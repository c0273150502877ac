import type { StaffQueueWaybill } from '@parcelway/domain';
import { Alert, App, Button, Card, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { CancelWaybillButton } from '../../../components/cancel-waybill.js';
import { ageOf } from '../../../lib/format.js';
import { useI18n } from '../../../lib/i18n.js';
import { useWaybillQueue } from '../../../lib/queues.js';
import { useDispatch } from '../api.js';

/**
 * Paid waybills leave the building: each gets its carrier tracking number (typed or scanned), one at a time or a
 * selected batch. The server refuses one without a number or with a customs authorisation still pending.
 */
export default function DispatchPage() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const queue = useWaybillQueue('dispatch');
  const dispatch = useDispatch();
  const [numbers, setNumbers] = useState<Record<number, string>>({});
  const [selected, setSelected] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (rows: StaffQueueWaybill[]) => {
    setProblem(null);
    if (rows.some((row) => !numbers[row.id]?.trim())) {
      setProblem(t('dispatch.numberMissing'));
      return;
    }
    for (const row of rows) {
      try {
        await dispatch.mutateAsync({ id: row.id, tracking: numbers[row.id]?.trim() ?? '' });
        message.success(t('dispatch.done', { shipment: row.shipment_id ?? row.id }));
      } catch (error) {
        setProblem(`${row.shipment_id ?? row.id}: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
    }
    setSelected([]);
  };

  const rows = queue.data ?? [];
  return (
    <Card
      title={t('dispatch.title')}
      extra={
        <Space>
          <Button
            disabled={selected.length === 0}
            loading={dispatch.isPending}
            onClick={() => void send(rows.filter((row) => selected.includes(row.id)))}
          >
            {t('dispatch.batch', { count: selected.length })}
          </Button>
          <Button onClick={() => void queue.refetch()}>{t('common.refresh')}</Button>
        </Space>
      }
    >
      {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} />}
      <Table<StaffQueueWaybill>
        rowKey="id"
        loading={queue.isLoading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('common.empty') }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        columns={[
          { title: t('packing.shipment'), dataIndex: 'shipment_id' },
          { title: t('common.customer'), dataIndex: 'customer_id' },
          {
            title: t('packing.pickList'),
            render: (_, row) => (
              <Space wrap>
                {row.parcels.map((parcel) => (
                  <Tag key={parcel.id}>{parcel.tracking_number}</Tag>
                ))}
              </Space>
            ),
          },
          { title: t('common.age'), render: (_, row) => ageOf(row.updated_at, t) },
          {
            title: t('dispatch.carrierNumber'),
            render: (_, row) => (
              <Input
                aria-label={`${t('dispatch.carrierNumber')} ${row.shipment_id ?? row.id}`}
                value={numbers[row.id] ?? ''}
                maxLength={60}
                onChange={(event) => setNumbers((all) => ({ ...all, [row.id]: event.target.value }))}
                onPressEnter={() => void send([row])}
              />
            ),
          },
          {
            title: '',
            render: (_, row) => (
              <Space>
                <Button type="primary" onClick={() => void send([row])}>
                  {t('dispatch.submit')}
                </Button>
                <CancelWaybillButton id={row.id} label={row.shipment_id ?? `#${row.id}`} />
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
