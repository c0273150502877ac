import { type StaffWarehouse, type WarehousePreview, warehouseAddressChangeSchema } from '@parcelway/domain';
import { Alert, App, Button, Card, Col, Descriptions, Drawer, Form, Input, Row, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { AuditTrail } from '../../../components/audit-trail.js';
import { schemaRule, showFailure } from '../../../lib/form-support.js';
import { useI18n } from '../../../lib/i18n.js';
import { type AddressInput, usePreviewWarehouse, useSaveWarehouse, useStaffWarehouses } from '../api.js';

const LINE_SLOTS = [0, 1, 2] as const;

/** The form: the address template with its three possible lines as fields. */
type AddressForm = Omit<AddressInput, 'address_lines'> & { address_lines: string[] };

function inputOf(values: AddressForm): AddressInput {
  return { ...values, address_lines: values.address_lines.map((line) => line?.trim() ?? '').filter(Boolean) };
}

const shape = warehouseAddressChangeSchema.shape;

/**
 * What customers see of each warehouse: the shopping address they copy into shops, its phone and opening hours. The
 * store, region, country and currency are fixed. The preview shows the customer's address card in each language.
 */
export default function WarehousesPage() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const warehouses = useStaffWarehouses();
  const preview = usePreviewWarehouse();
  const save = useSaveWarehouse();
  const [editing, setEditing] = useState<StaffWarehouse | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const [cards, setCards] = useState<WarehousePreview | null>(null);
  const [form] = Form.useForm<AddressForm>();

  const open = (warehouse: StaffWarehouse) => {
    setEditing(warehouse);
    setStale(null);
    setCards(null);
    form.resetFields();
    form.setFieldsValue({
      ...warehouse.address,
      address_lines: LINE_SLOTS.map((index) => warehouse.address.address_lines[index] ?? ''),
    });
  };
  const failure = (error: unknown) =>
    showFailure(form, error, { onStale: setStale, onError: (text) => void message.error(text) });

  const runPreview = async () => {
    if (!editing) return;
    try {
      setCards(await preview.mutateAsync({ store_id: editing.store_id, ...inputOf(await form.validateFields()) }));
    } catch (error) {
      if (!(error && typeof error === 'object' && 'errorFields' in error)) failure(error);
    }
  };
  const submit = async (values: AddressForm) => {
    if (!editing) return;
    try {
      await save.mutateAsync({
        store_id: editing.store_id,
        ...inputOf(values),
        staff_edited_at: editing.staff_edited_at,
      });
      message.success(t('config.warehouses.saved', { name: editing.name }));
      setEditing(null);
    } catch (error) {
      failure(error);
    }
  };
  const reload = async () => {
    const fresh = (await warehouses.refetch()).data?.find((row) => row.store_id === editing?.store_id);
    if (fresh) open(fresh);
  };

  const invalid = t('config.invalid');
  const text = (name: keyof typeof shape, label: string, extra?: string) => (
    <Form.Item name={name} label={label} extra={extra} rules={[schemaRule(shape[name], invalid)]}>
      <Input />
    </Form.Item>
  );

  return (
    <Card title={t('config.warehouses.title')}>
      <Table<StaffWarehouse>
        rowKey="store_id"
        loading={warehouses.isLoading}
        dataSource={warehouses.data ?? []}
        pagination={false}
        columns={[
          { title: t('config.warehouses.store'), render: (_, row) => `${row.store_id} · ${row.region_code}` },
          { title: t('config.warehouses.name'), dataIndex: 'name' },
          { title: t('config.warehouses.currency'), dataIndex: 'currency' },
          {
            title: t('config.warehouses.address'),
            render: (_, row) => [...row.address.address_lines, row.address.city, row.address.postal_code].join(', '),
          },
          { title: t('config.warehouses.phone'), render: (_, row) => row.address.phone },
          {
            title: '',
            render: (_, row) => (
              <Button onClick={() => open(row)} aria-label={t('config.warehouses.editOf', { name: row.name })}>
                {t('config.edit')}
              </Button>
            ),
          },
        ]}
      />
      <Drawer
        open={editing !== null}
        width={880}
        title={t('config.warehouses.editTitle', { name: editing?.name ?? '' })}
        onClose={() => setEditing(null)}
        destroyOnHidden
        maskClosable={false}
        extra={
          <Space>
            <Button onClick={() => setEditing(null)}>{t('common.cancel')}</Button>
            <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
              {t('common.save')}
            </Button>
          </Space>
        }
      >
        {stale && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message={stale}
            action={<Button onClick={() => void reload()}>{t('config.reload')}</Button>}
          />
        )}
        <Typography.Paragraph type="secondary">
          {t('config.warehouses.fixed', { country: editing?.country ?? '', currency: editing?.currency ?? '' })}
        </Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
          {text('recipient', t('config.warehouses.recipient'), t('config.warehouses.slotHint'))}
          {LINE_SLOTS.map((index) => (
            <Form.Item
              key={index}
              name={['address_lines', index]}
              label={t('config.warehouses.line', { n: index + 1 })}
              rules={index === 0 ? [{ required: true, message: t('common.required') }] : []}
            >
              <Input maxLength={80} />
            </Form.Item>
          ))}
          <Row gutter={16}>
            <Col span={8}>{text('city', t('config.warehouses.city'))}</Col>
            <Col span={8}>
              <Form.Item name="state" label={t('config.warehouses.state')}>
                <Input maxLength={60} />
              </Form.Item>
            </Col>
            <Col span={8}>{text('postal_code', t('config.warehouses.postalCode'))}</Col>
          </Row>
          {text('phone', t('config.warehouses.phone'))}
          {text('opening_hours', t('config.warehouses.hours'))}
          <Row gutter={16}>
            {(['en', 'cn', 'tw'] as const).map((language) => (
              <Col span={8} key={language}>
                <Form.Item
                  name={['opening_hours_in', language]}
                  label={t(`config.warehouses.hoursIn.${language}`)}
                  rules={[{ required: true, message: t('common.required') }]}
                >
                  <Input maxLength={120} />
                </Form.Item>
              </Col>
            ))}
          </Row>
          <Button loading={preview.isPending} onClick={() => void runPreview()}>
            {t('config.preview.run')}
          </Button>
        </Form>
        {cards && (
          <Row gutter={16} style={{ marginTop: 16 }}>
            {cards.cards.map(({ language, card }) => (
              <Col span={8} key={language}>
                <Card
                  size="small"
                  title={t('config.warehouses.cardIn', { language: t(`config.warehouses.language.${language}`) })}
                >
                  <Descriptions size="small" column={1}>
                    <Descriptions.Item label={t('config.warehouses.recipient')}>{card.address.name}</Descriptions.Item>
                    {card.address.address_lines.map((line, index) => (
                      <Descriptions.Item key={line} label={t('config.warehouses.line', { n: index + 1 })}>
                        {line}
                      </Descriptions.Item>
                    ))}
                    <Descriptions.Item label={t('config.warehouses.city')}>
                      {[card.address.city, card.address.state, card.address.postal_code].filter(Boolean).join(' ')}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('config.warehouses.country')}>{card.address.country}</Descriptions.Item>
                    <Descriptions.Item label={t('config.warehouses.phone')}>{card.address.phone}</Descriptions.Item>
                    <Descriptions.Item label={t('config.warehouses.hours')}>
                      {card.address.opening_hours}
                    </Descriptions.Item>
                  </Descriptions>
                </Card>
              </Col>
            ))}
          </Row>
        )}
        {editing && <AuditTrail targetType="warehouse" targetId={editing.store_id} />}
      </Drawer>
    </Card>
  );
}
