import type { StaffQueueWaybill, StaffWaybillQueue } from '@parcelway/domain';
import { Card, Col, Row, Statistic, Table, Typography } from 'antd';
import { ageOf, oldest } from '../../../lib/format.js';
import { useI18n } from '../../../lib/i18n.js';
import { mayUse, useMe, useWarehouses } from '../../../lib/me.js';
import { usePendingTransfers, useWaybillQueue } from '../../../lib/queues.js';

const QUEUES: {
  queue: StaffWaybillQueue;
  title: 'dashboard.pack' | 'dashboard.unpaid' | 'dashboard.dispatch' | 'dashboard.travelling';
}[] = [
  { queue: 'pack', title: 'dashboard.pack' },
  { queue: 'unpaid', title: 'dashboard.unpaid' },
  { queue: 'dispatch', title: 'dashboard.dispatch' },
  { queue: 'travelling', title: 'dashboard.travelling' },
];

/** Each queue's count and its oldest wait, per warehouse (an operator sees only theirs), and finance's transfers. */
export default function DashboardPage() {
  const { t } = useI18n();
  const me = useMe();
  const warehouse = mayUse(me.data?.role, ['warehouse']);
  const finance = mayUse(me.data?.role, ['finance']);
  const content = me.data?.role === 'content';
  const warehouses = useWarehouses();
  const pack = useWaybillQueue('pack', warehouse);
  const unpaid = useWaybillQueue('unpaid', warehouse);
  const dispatch = useWaybillQueue('dispatch', warehouse);
  const travelling = useWaybillQueue('travelling', warehouse);
  const transfers = usePendingTransfers(finance);
  const lists: Record<StaffWaybillQueue, StaffQueueWaybill[]> = {
    pack: pack.data ?? [],
    unpaid: unpaid.data ?? [],
    dispatch: dispatch.data ?? [],
    travelling: travelling.data ?? [],
  };
  const stores = [...new Set(Object.values(lists).flatMap((list) => list.map((row) => row.store_id)))].sort();
  const nameOf = (storeId: number) =>
    warehouses.data?.find((entry) => entry.store_id === storeId)?.name ?? String(storeId);
  /** How many wait and for how long the oldest has waited. */
  const cell = (times: string[]) => {
    const since = oldest(times);
    return since === null ? '0' : t('common.count', { count: times.length, age: ageOf(since, t) });
  };

  return (
    <Row gutter={[16, 16]}>
      {warehouse && (
        <Col span={24}>
          <Card title={t('dashboard.title')}>
            <Row gutter={16} style={{ marginBottom: 16 }}>
              {QUEUES.map(({ queue, title }) => (
                <Col span={6} key={queue}>
                  <Statistic title={t(title)} value={lists[queue].length} />
                </Col>
              ))}
            </Row>
            <Table
              rowKey="store"
              pagination={false}
              locale={{ emptyText: t('common.empty') }}
              dataSource={stores.map((store) => ({ store }))}
              columns={[
                { title: t('common.warehouse'), render: (_, row) => nameOf(row.store) },
                ...QUEUES.map(({ queue, title }) => ({
                  title: t(title),
                  render: (_: unknown, row: { store: number }) =>
                    cell(
                      lists[queue]
                        .filter((waybill) => waybill.store_id === row.store)
                        .map((waybill) => waybill.updated_at),
                    ),
                })),
              ]}
            />
          </Card>
        </Col>
      )}
      {finance && (
        <Col span={8}>
          <Card>
            <Statistic title={t('dashboard.transfers')} value={transfers.data?.length ?? 0} />
            <Typography.Text type="secondary">
              {cell((transfers.data ?? []).map((row) => row.created_at))}
            </Typography.Text>
          </Card>
        </Col>
      )}
      {content && (
        <Col span={24}>
          <Typography.Paragraph>{t('content.dashboardHint')}</Typography.Paragraph>
        </Col>
      )}
      {!warehouse && !finance && !content && (
        <Col span={24}>
          <Typography.Paragraph>{t('app.noTools')}</Typography.Paragraph>
        </Col>
      )}
    </Row>
  );
}
