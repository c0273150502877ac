import type { StaffSignDocument } from '@parcelway/domain';
import { App, Button, Card, Input, Modal, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { QueueSummary, WarehouseFilter } from '../../../components/queue-summary.js';
import { ageOf } from '../../../lib/format.js';
import { useI18n } from '../../../lib/i18n.js';
import { useReviewSignDocument, useSignDocuments } from '../review-api.js';

/**
 * Customs authorisations waiting for the warehouse: the importer's details to check first, then the signed document
 * to accept. Oldest first, with the count and the oldest wait, per warehouse.
 */
export default function SignDocumentsPage() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const [storeId, setStoreId] = useState<number | undefined>();
  const documents = useSignDocuments(storeId);
  const review = useReviewSignDocument();
  const [rejecting, setRejecting] = useState<StaffSignDocument | null>(null);
  const [reason, setReason] = useState('');
  const rows = documents.data ?? [];

  const decide = async (row: StaffSignDocument, decision: 'approve' | 'reject', why?: string) => {
    try {
      await review.mutateAsync({ id: row.id, decision, reason: why });
      message.success(t('signDocs.done'));
      setRejecting(null);
      setReason('');
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    }
  };

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
      <Table<StaffSignDocument>
        rowKey="id"
        loading={documents.isLoading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('common.empty') }}
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
          { title: t('common.age'), render: (_, row) => ageOf(row.waiting_since, t) },
          {
            title: '',
            render: (_, row) => (
              <Space>
                <Button type="primary" onClick={() => void decide(row, 'approve')} loading={review.isPending}>
                  {t('common.approve')}
                </Button>
                <Button danger onClick={() => setRejecting(row)}>
                  {t('common.reject')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={rejecting !== null}
        title={t('signDocs.rejectTitle')}
        okText={t('common.reject')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: true, disabled: reason.trim() === '' }}
        onCancel={() => setRejecting(null)}
        onOk={() => rejecting && void decide(rejecting, 'reject', reason.trim())}
      >
        <Input.TextArea
          aria-label={t('common.reason')}
          placeholder={t('transfers.reasonRequired')}
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
        />
      </Modal>
    </Card>
  );
}
