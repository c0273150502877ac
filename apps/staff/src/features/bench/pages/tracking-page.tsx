import { STAFF_ENTRY_CODES, type StaffEntryCode, type StaffQueueWaybill } from '@parcelway/domain';
import { LANGUAGES, type Language } from '@parcelway/domain/i18n';
import { useQueries } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Form, Input, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useI18n } from '../../../lib/i18n.js';
import { useWaybillQueue } from '../../../lib/queues.js';
import { catalogueQuery } from '../../../lib/schema-errors.js';
import { useTrackingEvent } from '../api.js';

interface EventForm {
  status: StaffEntryCode;
  place?: string;
  texts?: Partial<Record<Language, string>>;
}

/** Each language by its own name, and the tag that lets the browser pick its glyphs. */
const LANGUAGE_LABELS: Record<Language, { name: string; tag: string }> = {
  en: { name: 'English', tag: 'en' },
  cn: { name: '简体中文', tag: 'zh-CN' },
  tw: { name: '繁體中文', tag: 'zh-TW' },
};

/** What a customer of each language reads of a status when the entry has no words in their language. */
function StatusAsCustomersRead({ status }: { status: StaffEntryCode | undefined }) {
  const { t } = useI18n();
  const catalogues = useQueries({ queries: LANGUAGES.map((language) => catalogueQuery(language)) });
  if (!status) return null;
  return (
    <Space direction="vertical" size={4} style={{ marginBottom: 16 }}>
      <Typography.Text type="secondary">{t('tracking.textsHint')}</Typography.Text>
      <Descriptions size="small" column={1} bordered>
        {LANGUAGES.map((language, index) => (
          <Descriptions.Item key={language} label={LANGUAGE_LABELS[language].name}>
            <span lang={LANGUAGE_LABELS[language].tag}>
              {catalogues[index]?.data?.[`trackingStatus.${status}`] ?? '…'}
            </span>
          </Descriptions.Item>
        ))}
      </Descriptions>
    </Space>
  );
}

/** Waybills on the way, and a tracking event staff add by hand (what the carrier did not report). */
export default function TrackingPage() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const queue = useWaybillQueue('travelling');
  const addEvent = useTrackingEvent();
  const [chosen, setChosen] = useState<StaffQueueWaybill | null>(null);
  const [form] = Form.useForm<EventForm>();
  const status = Form.useWatch('status', form);

  const submit = async (values: EventForm) => {
    if (!chosen) return;
    const texts = Object.fromEntries(
      Object.entries(values.texts ?? {}).filter(([, text]) => Boolean(text?.trim())),
    ) as EventForm['texts'];
    await addEvent.mutateAsync({ id: chosen.id, status: values.status, place: values.place ?? '', texts: texts ?? {} });
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
            <StatusAsCustomersRead status={status} />
            <Form.Item name="place" label={t('tracking.place')}>
              <Input maxLength={120} style={{ maxWidth: 320 }} />
            </Form.Item>
            {LANGUAGES.map((language) => (
              <Form.Item key={language} name={['texts', language]} label={t(`tracking.text.${language}`)}>
                <Input maxLength={500} lang={LANGUAGE_LABELS[language].tag} />
              </Form.Item>
            ))}
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
