import {
  type QueueAge,
  STAFF_DASHBOARD_QUEUES,
  type StaffDashboardQueue,
  type StaffDashboardWarehouse,
} from '@parcelway/domain';
import { Alert, Button, Card, Col, Input, Row, Space, Spin, Statistic, Table, Typography } from 'antd';
import { useState } from 'react';
import { ageOf } from '../../../lib/format.js';
import { type MessageKey, useI18n } from '../../../lib/i18n.js';
import { mayUse, useMe, useWarehouses } from '../../../lib/me.js';
import { useDashboard } from '../api.js';

const DAY_COUNTS = ['arrived', 'packed', 'paid', 'dispatched'] as const;
const PURPOSES = ['waybill', 'top_up', 'membership'] as const;

const queueTitle = (queue: StaffDashboardQueue): MessageKey => `dashboard.queue.${queue}`;

/**
 * Per warehouse (an operator sees only theirs): what came in, was packed, paid and dispatched on a day — each
 * warehouse's own today unless a date is picked — and each queue's count and oldest wait now. Finance sees the
 * transfers waiting. Refreshes itself every minute.
 */
export default function DashboardPage() {
  const { t, formatTime } = useI18n();
  const me = useMe();
  const allowed = mayUse(me.data?.role, ['warehouse', 'finance']);
  const [date, setDate] = useState<string | undefined>(undefined);
  const dashboard = useDashboard(date, allowed);
  const content = me.data?.role === 'content';
  const warehouses = useWarehouses();
  const nameOf = (storeId: number) =>
    warehouses.data?.find((entry) => entry.store_id === storeId)?.name ?? String(storeId);
  const waiting = (age: QueueAge) =>
    age.oldest_at === null ? '0' : t('common.count', { count: age.count, age: ageOf(age.oldest_at, t) });

  if (me.isLoading) return <Spin />;
  if (content) return <Typography.Paragraph>{t('content.dashboardHint')}</Typography.Paragraph>;
  if (me.data?.role === 'support') return <Typography.Paragraph>{t('app.supportHint')}</Typography.Paragraph>;
  if (!allowed) return <Typography.Paragraph>{t('app.noTools')}</Typography.Paragraph>;

  // While another day loads, the previous day's answer stands in (keepPreviousData): its numbers must not show under
  // the new date. After a failed refresh the last numbers stay, dimmed, under the error.
  const data = dashboard.isPlaceholderData ? undefined : dashboard.data;
  const loading = dashboard.isLoading || dashboard.isPlaceholderData;
  const dimmed = dashboard.isError ? { opacity: 0.45 } : undefined;
  const rows = data?.warehouses ?? [];
  const total = (key: (typeof DAY_COUNTS)[number]) => rows.reduce((sum, row) => sum + row[key], 0);
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card
          title={t(date ? 'dashboard.titleOn' : 'dashboard.title', { date: date ?? '' })}
          extra={
            <Space>
              <Input
                type="date"
                aria-label={t('dashboard.date')}
                value={date ?? ''}
                min="2000-01-01"
                max="2099-12-31"
                onChange={(event) => setDate(event.target.value || undefined)}
              />
              {date && <Button onClick={() => setDate(undefined)}>{t('dashboard.today')}</Button>}
              <Button loading={dashboard.isFetching} onClick={() => void dashboard.refetch()}>
                {t('common.refresh')}
              </Button>
            </Space>
          }
        >
          {dashboard.isError && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              message={dashboard.error instanceof Error ? dashboard.error.message : String(dashboard.error)}
            />
          )}
          <Row gutter={16} style={{ marginBottom: 16, ...dimmed }}>
            {DAY_COUNTS.map((key) => (
              <Col span={6} key={key}>
                <Statistic title={t(`dashboard.${key}`)} value={total(key)} loading={loading} />
              </Col>
            ))}
          </Row>
          <Table<StaffDashboardWarehouse>
            rowKey="store_id"
            size="small"
            pagination={false}
            loading={loading}
            style={dimmed}
            scroll={{ x: true }}
            locale={{ emptyText: t('dashboard.noWarehouses') }}
            dataSource={rows}
            columns={[
              {
                title: t('common.warehouse'),
                render: (_, row) => (
                  <Space direction="vertical" size={0}>
                    <Typography.Text strong>{nameOf(row.store_id)}</Typography.Text>
                    <Typography.Text type="secondary">
                      {t('dashboard.localDay', { date: row.date, zone: row.time_zone })}
                    </Typography.Text>
                  </Space>
                ),
              },
              ...DAY_COUNTS.map((key) => ({
                title: t(`dashboard.${key}`),
                dataIndex: key,
                align: 'right' as const,
              })),
              ...STAFF_DASHBOARD_QUEUES.map((queue) => ({
                title: t(queueTitle(queue)),
                render: (_: unknown, row: StaffDashboardWarehouse) => waiting(row.queues[queue]),
              })),
              {
                title: t('dashboard.overdueClaims'),
                align: 'right' as const,
                render: (_: unknown, row: StaffDashboardWarehouse) =>
                  row.overdue_shipment_claims > 0 ? (
                    <Typography.Text type="danger" strong>
                      {row.overdue_shipment_claims}
                    </Typography.Text>
                  ) : (
                    0
                  ),
              },
            ]}
          />
          {data && (
            <Typography.Text type="secondary">
              {t('dashboard.updated', { time: formatTime(data.generated_at, 'time') })}
            </Typography.Text>
          )}
        </Card>
      </Col>
      {data?.transfers && (
        <Col span={24}>
          <Card title={t('dashboard.transfers')}>
            {data.transfers.length === 0 ? (
              <Typography.Text type="secondary">{t('common.empty')}</Typography.Text>
            ) : (
              <Row gutter={16}>
                {data.transfers.map((row) => (
                  <Col span={8} key={row.purpose}>
                    <Statistic
                      title={
                        (PURPOSES as readonly string[]).includes(row.purpose)
                          ? t(`transfers.filter.${row.purpose as (typeof PURPOSES)[number]}`)
                          : row.purpose
                      }
                      value={row.count}
                    />
                    <Typography.Text type="secondary">{waiting(row)}</Typography.Text>
                  </Col>
                ))}
              </Row>
            )}
          </Card>
        </Col>
      )}
    </Row>
  );
}
