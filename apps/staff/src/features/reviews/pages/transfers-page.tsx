import type { BankTransferView } from '@parcelway/domain';
import { Button, Card, Image, Segmented, Space, Typography } from 'antd';
import { useState } from 'react';
import { QueueSummary } from '../../../components/queue-summary.js';
import { ReviewQueueTable } from '../../../components/review-queue.js';
import { useI18n } from '../../../lib/i18n.js';
import { usePendingTransfers, useReviewTransfer } from '../api.js';

/** What a transfer pays for; membership purchases in review are transfers too, decided here by the same review. */
const PURPOSES = ['waybill', 'top_up', 'membership'] as const;
type PurposeFilter = 'all' | (typeof PURPOSES)[number];

/**
 * Bank transfers (waybill payments, top-ups, membership purchases) waiting for finance, oldest first, the proof beside
 * the amount; filtered by what they pay for, each filter with its count.
 */
export default function TransfersPage() {
  const { t } = useI18n();
  const transfers = usePendingTransfers();
  const review = useReviewTransfer();
  const [purpose, setPurpose] = useState<PurposeFilter>('all');

  const all = [...(transfers.data ?? [])].sort((a, b) => a.created_at.localeCompare(b.created_at));
  const rows = purpose === 'all' ? all : all.filter((row) => row.purpose === purpose);
  const countOf = (filter: PurposeFilter) =>
    filter === 'all' ? all.length : all.filter((row) => row.purpose === filter).length;
  return (
    <Card
      title={t('transfers.title')}
      extra={<Button onClick={() => void transfers.refetch()}>{t('common.refresh')}</Button>}
    >
      <Space direction="vertical" style={{ marginBottom: 12 }}>
        <Segmented<PurposeFilter>
          value={purpose}
          onChange={setPurpose}
          options={(['all', ...PURPOSES] as PurposeFilter[]).map((filter) => ({
            value: filter,
            label: `${t(`transfers.filter.${filter}`)} (${countOf(filter)})`,
          }))}
        />
        <QueueSummary times={rows.map((row) => row.created_at)} />
      </Space>
      <ReviewQueueTable<BankTransferView>
        rows={rows}
        loading={transfers.isLoading}
        waitingSince={(row) => row.created_at}
        rejectTitle="transfers.rejectTitle"
        decide={(row, approve, reason) => review.mutateAsync({ id: row.id, approve, reason })}
        deciding={review.isPending}
        done={(approve) => t(approve ? 'transfers.approved' : 'transfers.rejected')}
        columns={[
          {
            title: t('transfers.proof'),
            render: (_, row) =>
              row.proof ? (
                row.proof.mime.startsWith('image/') ? (
                  <Image src={row.proof.url} width={120} alt={t('transfers.proof')} />
                ) : (
                  <a href={row.proof.url} target="_blank" rel="noreferrer">
                    {row.proof.name}
                  </a>
                )
              ) : null,
          },
          {
            title: t('transfers.amount'),
            render: (_, row) => (
              <Typography.Text strong>
                {row.currency} {row.amount}
              </Typography.Text>
            ),
          },
          {
            title: t('common.customer'),
            render: (_, row) => `${row.customer_email} (${row.customer_id})`,
          },
          {
            title: t('transfers.purpose'),
            render: (_, row) =>
              (PURPOSES as readonly string[]).includes(row.purpose)
                ? t(`transfers.filter.${row.purpose as (typeof PURPOSES)[number]}`)
                : row.purpose,
          },
        ]}
      />
    </Card>
  );
}
