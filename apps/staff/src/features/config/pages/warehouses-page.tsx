import { type StaffWarehouse, type WarehousePreview, warehouseAddressChangeSchema } from '@parcelway/domain';
import { Alert, Button, Card, Col, Descriptions, Form, Input, Row, Table, Typography } from 'antd';
import { AuditTrail } from '../../../components/audit-trail.js';
import { schemaRule } from '../../../lib/form-support.js';
import { useI18n } from '../../../lib/i18n.js';
import { type AddressInput, usePreviewWarehouse, useSaveWarehouse, useStaffWarehouses } from '../api.js';
import { EditDrawer } from '../components/edit-drawer.js';
import { useRecordEditor } from '../components/use-record-editor.js';

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
  const warehouses = useStaffWarehouses();
  const preview = usePreviewWarehouse();
  const save = useSaveWarehouse();
  const editor = useRecordEditor<StaffWarehouse, AddressForm, WarehousePreview>({
    valuesOf: (warehouse) => ({
      ...warehouse.address,
      address_lines: LINE_SLOTS.map((index) => warehouse.address.address_lines[index] ?? ''),
    }),
    refetch: async () => (await warehouses.refetch()).data,
    sameRecord: (a, b) => a.store_id === b.store_id,
  });
  const { form, editing, open } = editor;
  const cards = editor.preview;

  const runPreview = () =>
    editor.runPreview((warehouse, values) => preview.mutateAsync({ store_id: warehouse.store_id, ...inputOf(values) }));
  const submit = (values: AddressForm) =>
    editor.save(
      values,
      (warehouse) =>
        save.mutateAsync({
          store_id: warehouse.store_id,
          ...inputOf(values),
          staff_edited_at: warehouse.staff_edited_at,
        }),
      (warehouse) => t('config.warehouses.saved', { name: warehouse.name }),
    );

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
      <EditDrawer
        open={editing !== null}
        title={t('config.warehouses.editTitle', { name: editing?.name ?? '' })}
        saving={save.isPending}
        onSave={() => form.submit()}
        onClose={editor.close}
        stale={editor.stale}
        onReload={() => void editor.reload()}
      >
        <Typography.Paragraph type="secondary">
          {t('config.warehouses.fixed', { country: editing?.country ?? '', currency: editing?.currency ?? '' })}
        </Typography.Paragraph>
        <Alert type="info" showIcon message={t('config.warehouses.customersTold')} />
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
      </EditDrawer>
    </Card>
  );
}
