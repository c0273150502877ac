import { STAFF_ENTRY_CODES, type StaffEntryCode, type StaffQueueWaybill } from '@parcelway/domain';
import { Alert, App, Button, Card, Form, Input, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useI18n } from '../../../lib/i18n.js';
import { useWaybillQueue } from '../../../lib/queues.js';
import { useTrackingEvent } from '../api.js';

interface EventForm {
  status: StaffEntryCode;
  place?: string;
  text?: string;
}

/** Waybills on the way, and a tracking event staff add by hand (what the carrier did not report). */
export default function TrackingPage() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const queue = useWaybillQueue('travelling');
  const addEvent = useTrackingEvent();
  const [chosen, setChosen] = useState<StaffQueueWaybill | null>(null);
  const [form] = Form.useForm<EventForm>();

  const submit = async (values: EventForm) => {
    if (!chosen) return;
    await addEvent.mutateAsync({ id: chosen.id, status: values.status, place: values.place ?? '', text: values.text });
    message.success(t('tracking.done', { shipment: chosen.shipment_id ?? chosen.id }));
    form.resetFields();
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <Card
        title={t('tracking.title')}
        extra={<Button onClick={() => void queue.refetch()}>{t('common.refresh')}</Button>}
      >
        <Table<StaffQueueWaybill>
          rowKey="id"
          loading={queue.isLoading}
          dataSource={queue.data ?? []}
          pagination={false}
          locale={{ emptyText: t('common.empty') }}
          rowSelection={{
            type: 'radio',
            selectedRowKeys: chosen ? [chosen.id] : [],
            onChange: (_, rows) => setChosen(rows[0] ?? null),
          }}
          columns={[
            { title: t('packing.shipment'), dataIndex: 'shipment_id' },
            { title: t('dispatch.carrierNumber'), dataIndex: 'carrier_tracking' },
            { title: t('common.customer'), dataIndex: 'customer_id' },
            { title: t('common.status'), dataIndex: 'status' },
          ]}
        />
      </Card>
      {chosen && (
        <Card title={chosen.shipment_id ?? chosen.id}>
          <Form form={form} layout="vertical" onFinish={(values) => void submit(values).catch(() => undefined)}>
            <Form.Item
              name="status"
              label={t('tracking.status')}
              rules={[{ required: true, message: t('common.required') }]}
            >
              <Select
                style={{ maxWidth: 320 }}
                options={STAFF_ENTRY_CODES.map((code) => ({ value: code, label: t(`tracking.code.${code}`) }))}
              />
            </Form.Item>
            <Form.Item name="place" label={t('tracking.place')}>
              <Input maxLength={120} style={{ maxWidth: 320 }} />
            </Form.Item>
            <Form.Item name="text" label={t('tracking.text')}>
              <Input maxLength={500} />
            </Form.Item>
            {addEvent.error && (
              <Alert type="error" showIcon message={addEvent.error.message} style={{ marginBottom: 16 }} />
            )}
            <Button type="primary" htmlType="submit" loading={addEvent.isPending}>
              {t('tracking.submit')}
            </Button>
          </Form>
        </Card>
      )}
    </Space>
  );
}
