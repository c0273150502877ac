import type { PickupRunEntry, PreShipmentSummary } from '@parcelway/domain';
import { Alert, App, Button, Card, Col, Form, Input, Row, Space, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { WarehouseSelect } from '../../../components/warehouse-select.js';
import { useI18n } from '../../../lib/i18n.js';
import { useMe } from '../../../lib/me.js';
import { usePickupRun, usePickupSettings, usePreShipmentMove, useSavePickupSettings } from '../api.js';

/**
 * Pre-shipments at the warehouse: drop-offs received by their code (typed or scanned), the day's pickup run with its
 * moves, and the warehouse's pickup fee and cut-off.
 */
export default function PreShipmentsPage() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const me = useMe();
  const [storeId, setStoreId] = useState<number | undefined>(undefined);
  const [date, setDate] = useState(() => new Date().toLocaleDateString('en-CA'));
  const [received, setReceived] = useState<PreShipmentSummary | null>(null);
  const [codeForm] = Form.useForm<{ code: string }>();
  const run = usePickupRun(storeId, date);
  const move = usePreShipmentMove();

  useEffect(() => {
    if (storeId === undefined) setStoreId(me.data?.store_ids[0] ?? 1);
  }, [me.data, storeId]);

  const receive = async ({ code }: { code: string }) => {
    const answer = await move.mutateAsync({ kind: 'receive', code });
    setReceived(answer);
    message.success(t('preShipments.received', { id: answer.id }));
    codeForm.resetFields();
  };
  const moveOne = async (kind: 'picked-up' | 'into-warehouse', id: number) => {
    const answer = await move.mutateAsync({ kind, id });
    if (received?.id === id) setReceived(answer);
    message.success(t(kind === 'picked-up' ? 'preShipments.pickedUp' : 'preShipments.inWarehouse', { id }));
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <Row gutter={24}>
        <Col span={12}>
          <Card title={t('preShipments.receiveTitle')}>
            <Form form={codeForm} layout="inline" onFinish={(values) => void receive(values).catch(() => undefined)}>
              <Form.Item
                name="code"
                label={t('preShipments.code')}
                rules={[{ required: true, message: t('common.required') }]}
              >
                <Input autoFocus maxLength={20} placeholder="XXXX-XXXX" style={{ textTransform: 'uppercase' }} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={move.isPending}>
                {t('preShipments.receive')}
              </Button>
            </Form>
            {received && (
              <Space direction="vertical" style={{ marginTop: 16 }}>
                <span>
                  #{received.id} · {received.contents} · {received.tracking_numbers.join(', ')}{' '}
                  <Tag>{t(`preShipments.status.${received.status}` as 'preShipments.status.received')}</Tag>
                </span>
                {received.status === 'received' && (
                  <Button onClick={() => void moveOne('into-warehouse', received.id).catch(() => undefined)}>
                    {t('preShipments.intoWarehouse')}
                  </Button>
                )}
              </Space>
            )}
          </Card>
        </Col>
        <Col span={12}>
          <PickupSettingsCard storeId={storeId} />
        </Col>
      </Row>
      {move.error && <Alert type="error" showIcon message={move.error.message} />}
      <Card
        title={t('preShipments.runTitle')}
        extra={
          <Space>
            <WarehouseSelect value={storeId} onChange={setStoreId} />
            <Input
              type="date"
              aria-label={t('preShipments.date')}
              value={date}
              onChange={(event) => event.target.value && setDate(event.target.value)}
            />
            <Button onClick={() => void run.refetch()}>{t('common.refresh')}</Button>
          </Space>
        }
      >
        <Table<PickupRunEntry>
          rowKey="id"
          loading={run.isLoading}
          dataSource={run.data ?? []}
          pagination={false}
          locale={{ emptyText: t('preShipments.runEmpty') }}
          columns={[
            { title: t('preShipments.window'), dataIndex: 'window' },
            { title: t('common.customer'), render: (_, row) => `${row.customer} ${row.phone}` },
            { title: t('preShipments.address'), render: (_, row) => `${row.address} ${row.postcode}` },
            { title: t('preShipments.packages'), dataIndex: 'packages' },
            {
              title: t('common.status'),
              render: (_, row) => t(`preShipments.status.${row.status}` as 'preShipments.status.booked'),
            },
            {
              title: '',
              render: (_, row) =>
                row.status === 'booked' ? (
                  <Button size="small" onClick={() => void moveOne('picked-up', row.id).catch(() => undefined)}>
                    {t('preShipments.markPickedUp')}
                  </Button>
                ) : (
                  <Button size="small" onClick={() => void moveOne('into-warehouse', row.id).catch(() => undefined)}>
                    {t('preShipments.intoWarehouse')}
                  </Button>
                ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}

/** The warehouse's pickup fee and cut-off; a change made by someone else since the form loaded is refused. */
function PickupSettingsCard({ storeId }: { storeId: number | undefined }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const settings = usePickupSettings(storeId);
  const save = useSavePickupSettings();
  const [form] = Form.useForm<{ pickup_fee: string; cutoff_time: string }>();

  useEffect(() => {
    if (settings.data)
      form.setFieldsValue({ pickup_fee: settings.data.pickup_fee, cutoff_time: settings.data.cutoff_time });
  }, [settings.data, form]);

  const submit = async (values: { pickup_fee: string; cutoff_time: string }) => {
    if (!settings.data) return;
    await save.mutateAsync({ ...values, store_id: settings.data.store_id, version: settings.data.version });
    message.success(t('preShipments.settingsSaved'));
  };

  return (
    <Card title={t('preShipments.settingsTitle')} loading={settings.isLoading}>
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values).catch(() => undefined)}>
        <Form.Item
          name="pickup_fee"
          label={t('preShipments.fee', { currency: settings.data?.currency ?? '' })}
          rules={[{ required: true, pattern: /^\d{1,6}(\.\d{1,2})?$/, message: t('preShipments.feeInvalid') }]}
        >
          <Input inputMode="decimal" style={{ maxWidth: 200 }} />
        </Form.Item>
        <Form.Item
          name="cutoff_time"
          label={t('preShipments.cutoff', { zone: settings.data?.time_zone ?? '' })}
          rules={[{ required: true, pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: t('preShipments.cutoffInvalid') }]}
        >
          <Input placeholder="17:00" style={{ maxWidth: 200 }} />
        </Form.Item>
        {save.error && <Alert type="error" showIcon message={save.error.message} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
