import type { StaffSignDocument } from '@parcelway/domain';
import { Button, Card, Space, Tag } from 'antd';
import { useState } from 'react';
import { QueueSummary, WarehouseFilter } from '../../../components/queue-summary.js';
import { ReviewQueueTable } from '../../../components/review-queue.js';
import { useI18n } from '../../../lib/i18n.js';
import { useReviewSignDocument, useSignDocuments } from '../review-api.js';

/**
 * Customs authorisations waiting for the warehouse: the importer's details to check first, then the signed document
 * to accept. Oldest first, with the count and the oldest wait, per warehouse.
 */
export default function SignDocumentsPage() {
  const { t } = useI18n();
  const [storeId, setStoreId] = useState<number | undefined>();
  const documents = useSignDocuments(storeId);
  const review = useReviewSignDocument();
  const rows = documents.data ?? [];

  return (
    <Card
      title={t('signDocs.title')}
      extra={
        <Space>
          <WarehouseFilter value={storeId} onChange={setStoreId} />
          <Button onClick={() => void documents.refetch()}>{t('common.refresh')}</Button>
        </Space>
      }
    >
      <QueueSummary times={rows.map((row) => row.waiting_since)} />
      <ReviewQueueTable<StaffSignDocument>
        rows={rows}
        loading={documents.isLoading}
        waitingSince={(row) => row.waiting_since}
        rejectTitle="signDocs.rejectTitle"
        decide={(row, approve, reason) =>
          review.mutateAsync({ id: row.id, decision: approve ? 'approve' : 'reject', reason })
        }
        deciding={review.isPending}
        done={() => t('signDocs.done')}
        columns={[
          { title: t('packing.shipment'), render: (_, row) => row.shipment_id ?? `#${row.waybill_id}` },
          { title: t('common.customer'), dataIndex: 'customer_id' },
          { title: t('signDocs.importer'), render: (_, row) => `${row.importer_name} · ${row.id_number}` },
          {
            title: t('common.status'),
            render: (_, row) => (
              <Tag color={row.status === 'review_success' ? 'blue' : 'orange'}>
                {t(`signDocs.status.${row.status}`)}
              </Tag>
            ),
          },
          { title: t('common.warehouse'), dataIndex: 'store_id' },
        ]}
      />
    </Card>
  );
}
