import {
  type ExtraServicePreview,
  extraServicePriceChangeSchema,
  type StaffExtraServicePrice,
} from '@parcelway/domain';
import { Alert, Button, Card, Descriptions, Form, Input, Modal, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { AuditTrail } from '../../../components/audit-trail.js';
import { StaleAlert } from '../../../components/stale-alert.js';
import { WarehouseSelect } from '../../../components/warehouse-select.js';
import { schemaRule } from '../../../lib/form-support.js';
import { useI18n } from '../../../lib/i18n.js';
import { usePreviewServicePrice, useSaveServicePrice, useServicePrices } from '../api.js';
import { useRecordEditor } from '../components/use-record-editor.js';

interface PriceForm {
  price: string;
  active: boolean;
}

/**
 * Extra services and their prices at a warehouse, in its currency: change a price, offer a service there or stop
 * offering it. The preview shows the service as the customer's list would show it with the unsaved price.
 */
export default function ExtraServicesPage() {
  const { t } = useI18n();
  const [storeId, setStoreId] = useState<number | undefined>(1);
  const prices = useServicePrices(storeId);
  const preview = usePreviewServicePrice();
  const save = useSaveServicePrice();
  const editor = useRecordEditor<StaffExtraServicePrice, PriceForm, ExtraServicePreview>({
    valuesOf: (row) => ({ price: row.price ?? '', active: row.offered ? row.active : true }),
    refetch: async () => (await prices.refetch()).data,
    sameRecord: (a, b) => a.service_id === b.service_id && a.store_id === b.store_id,
  });
  const { form, editing, open } = editor;
  const shown = editor.preview;

  const runPreview = () =>
    editor.runPreview((row, values) =>
      preview.mutateAsync({ service_id: row.service_id, store_id: row.store_id, ...values }),
    );
  const submit = (values: PriceForm) =>
    editor.save(
      values,
      (row) =>
        save.mutateAsync({
          service_id: row.service_id,
          store_id: row.store_id,
          ...values,
          staff_edited_at: row.staff_edited_at,
        }),
      (row) => t('config.services.saved', { name: row.name }),
    );

  return (
    <Card title={t('config.services.title')} extra={<WarehouseSelect value={storeId} onChange={setStoreId} />}>
      <Table<StaffExtraServicePrice>
        rowKey={(row) => `${row.service_id}-${row.store_id}`}
        loading={prices.isLoading}
        dataSource={prices.data ?? []}
        pagination={false}
        columns={[
          { title: t('config.services.name'), dataIndex: 'name' },
          {
            title: t('config.services.scope'),
            render: (_, row) =>
              t(row.scope === 'shipment' ? 'config.services.scope.shipment' : 'config.services.scope.parcel'),
          },
          { title: t('config.services.price'), render: (_, row) => (row.price ? `${row.currency} ${row.price}` : '—') },
          {
            title: t('config.active'),
            render: (_, row) =>
              row.offered && row.active ? (
                <Tag color="green">{t('config.on')}</Tag>
              ) : (
                <Tag>{row.offered ? t('config.off') : t('config.services.notOffered')}</Tag>
              ),
          },
          {
            title: '',
            render: (_, row) => (
              <Button onClick={() => open(row)} aria-label={t('config.services.editOf', { name: row.name })}>
                {t('config.edit')}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={t('config.services.editTitle', { name: editing?.name ?? '' })}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={save.isPending}
        onCancel={editor.close}
        onOk={() => form.submit()}
        destroyOnHidden
        maskClosable={false}
      >
        <StaleAlert message={editor.stale} onReload={() => void editor.reload()} />
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
          <Form.Item
            name="price"
            label={t('config.services.priceIn', { currency: editing?.currency ?? '' })}
            rules={[
              { required: true, message: t('common.required') },
              schemaRule(extraServicePriceChangeSchema.shape.price, t('config.invalid')),
            ]}
          >
            <Input inputMode="decimal" />
          </Form.Item>
          <Form.Item name="active" label={t('config.services.offered')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Button loading={preview.isPending} onClick={() => void runPreview()}>
            {t('config.preview.run')}
          </Button>
        </Form>
        {shown && (
          <Space direction="vertical" style={{ marginTop: 16, width: '100%' }}>
            <Typography.Text strong>{t('config.preview.title')}</Typography.Text>
            {shown.listed ? (
              <Descriptions size="small" column={1} bordered>
                <Descriptions.Item label={t('config.services.name')}>{shown.entry.name}</Descriptions.Item>
                <Descriptions.Item label={t('config.services.description')}>
                  {shown.entry.description}
                </Descriptions.Item>
                <Descriptions.Item label={t('config.services.price')}>
                  {shown.entry.currency} {shown.entry.price}
                </Descriptions.Item>
              </Descriptions>
            ) : (
              <Alert type="info" message={t('config.services.hiddenPreview')} />
            )}
          </Space>
        )}
        {editing && (
          <AuditTrail targetType="extra_service_price" targetId={`${editing.store_id}:${editing.service_id}`} />
        )}
      </Modal>
    </Card>
  );
}
