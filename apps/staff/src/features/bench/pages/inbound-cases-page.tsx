import type { InboundCase } from '@parcelway/domain';
import { Button, Card, Table, Tag, Typography } from 'antd';
import { QueueSummary } from '../../../components/queue-summary.js';
import { ageOf } from '../../../lib/format.js';
import { useI18n } from '../../../lib/i18n.js';
import { useInboundCases } from '../api.js';

/**
 * Delivered, not checked in: pre-alerted parcels whose carrier reported delivery at this warehouse two working days
 * ago or more, with the carrier's proof of delivery, to find on the dock. Checking the parcel in closes its case.
 */
export default function InboundCasesPage() {
  const { t } = useI18n();
  const cases = useInboundCases();
  const rows = cases.data ?? [];
  return (
    <Card
      title={t('inboundCases.title')}
      extra={<Button onClick={() => void cases.refetch()}>{t('common.refresh')}</Button>}
    >
      <Typography.Paragraph type="secondary">{t('inboundCases.intro')}</Typography.Paragraph>
      <QueueSummary times={rows.map((row) => row.opened_at)} />
      <Table<InboundCase>
        rowKey="id"
        loading={cases.isLoading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('common.empty') }}
        columns={[
          { title: t('inboundCases.tracking'), render: (_, row) => <Tag>{row.tracking_number}</Tag> },
          { title: t('inboundCases.carrier'), render: (_, row) => row.carrier ?? '—' },
          { title: t('common.customer'), dataIndex: 'customer_id' },
          { title: t('common.warehouse'), dataIndex: 'store_id' },
          { title: t('inboundCases.deliveredAt'), render: (_, row) => new Date(row.delivered_at).toLocaleString() },
          {
            title: t('inboundCases.proof'),
            render: (_, row) => (
              <>
                {[row.proof.message, row.proof.place].filter(Boolean).join(' · ')}
                {row.proof.tracking_url && (
                  <>
                    {' '}
                    <a href={row.proof.tracking_url} target="_blank" rel="noreferrer noopener">
                      {t('inboundCases.carrierPage')}
                    </a>
                  </>
                )}
              </>
            ),
          },
          { title: t('common.age'), render: (_, row) => ageOf(row.opened_at, t) },
        ]}
      />
    </Card>
  );
}
