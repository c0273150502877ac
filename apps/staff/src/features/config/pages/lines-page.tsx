import { kilogramsSchema, type LinePreview, lineChangesSchema, type StaffLine } from '@parcelway/domain';
import { Button, Card, Col, Form, Input, Row, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { AuditTrail } from '../../../components/audit-trail.js';
import { WarehouseSelect } from '../../../components/warehouse-select.js';
import { schemaRule } from '../../../lib/form-support.js';
import { useI18n } from '../../../lib/i18n.js';
import { type LineChanges, useCountryNames, useLines, usePreviewLine, useSaveLine } from '../api.js';
import { EditDrawer } from '../components/edit-drawer.js';
import { LinePreviewTable } from '../components/line-preview-table.js';
import { useRecordEditor } from '../components/use-record-editor.js';

/** The form's values: what the server takes, as typed (empty optional limits mean "no limit"). */
interface LineForm {
  first_weight: string;
  first_price: string;
  step: string;
  step_price: string;
  weight_step: string;
  min_chargeable: string;
  max_parcel_weight: string;
  max_declared: string;
  free_insurance: string;
  insurance_percentage: string;
  max_insurance: string;
  quiet_period_days: string;
  active: boolean;
  sample_weight: string;
}

function formOf(line: StaffLine): LineForm {
  return {
    first_weight: line.first_weight,
    first_price: line.first_weight_price,
    step: line.additional_weight,
    step_price: line.additional_weight_price,
    weight_step: line.weight_step,
    min_chargeable: line.min_chargeable_weight,
    max_parcel_weight: line.max_parcel_weight ?? '',
    max_declared: line.max_declared_value ?? '',
    free_insurance: line.freeInsurance,
    insurance_percentage: String(line.insurancePercentage),
    max_insurance: line.maxInsurance,
    quiet_period_days: String(line.quiet_period_days),
    active: line.active,
    sample_weight: '10',
  };
}

function changesOf(values: LineForm): LineChanges {
  const limit = (value: string) => (value.trim() === '' ? null : value.trim());
  const maxParcel = limit(values.max_parcel_weight);
  return {
    first_weight: Number(values.first_weight),
    first_price: values.first_price.trim(),
    step: Number(values.step),
    step_price: values.step_price.trim(),
    weight_step: Number(values.weight_step),
    min_chargeable: Number(values.min_chargeable),
    max_parcel_weight: maxParcel === null ? null : Number(maxParcel),
    max_declared: limit(values.max_declared),
    free_insurance: values.free_insurance.trim(),
    insurance_percentage: Number(values.insurance_percentage),
    max_insurance: values.max_insurance.trim(),
    quiet_period_days: Number(values.quiet_period_days),
    active: values.active,
  };
}

const field = lineChangesSchema.shape;

/**
 * Lines and rates of a warehouse: each line's rate card, limits, insurance and whether customers are offered it. The
 * drawer edits one line; its preview quotes sample parcels with the unsaved values through the customer calculator's
 * own code (POST /ops/lines/:line/preview) before anything is saved.
 */
export default function LinesPage() {
  const { t } = useI18n();
  const [storeId, setStoreId] = useState<number | undefined>(1);
  const lines = useLines(storeId);
  const countries = useCountryNames();
  const [destination, setDestination] = useState<number | undefined>(undefined);
  const destinations = [...new Set((lines.data ?? []).map((line) => line.country_id))];
  const countryName = (id: number) => countries.data?.get(id) ?? String(id);
  const shown = (lines.data ?? []).filter((line) => destination === undefined || line.country_id === destination);
  const preview = usePreviewLine();
  const save = useSaveLine();
  const editor = useRecordEditor<StaffLine, LineForm, LinePreview>({
    valuesOf: formOf,
    refetch: async () => (await lines.refetch()).data,
    sameRecord: (a, b) => a.id === b.id,
  });
  const { form, editing, open } = editor;

  const runPreview = () =>
    editor.runPreview((line, values) =>
      preview.mutateAsync({
        code: line.code,
        ...changesOf(values),
        sample_weights: [...new Set([1, 5, Number(values.sample_weight)])],
      }),
    );
  const submit = (values: LineForm) =>
    editor.save(
      values,
      (line) => save.mutateAsync({ code: line.code, ...changesOf(values), staff_edited_at: line.staff_edited_at }),
      (line) => t('config.lines.saved', { code: line.code }),
    );

  const currency = editing?.currency ?? '';
  const invalid = t('config.invalid');
  const kg = schemaRule(kilogramsSchema, invalid);
  const amount = schemaRule(field.first_price, invalid);

  return (
    <Card
      title={t('config.lines.title')}
      extra={
        <Space>
          <WarehouseSelect
            value={storeId}
            onChange={(store) => {
              setStoreId(store);
              setDestination(undefined);
            }}
          />
          <Select
            allowClear
            aria-label={t('config.lines.destination')}
            placeholder={t('config.lines.allDestinations')}
            style={{ minWidth: 200 }}
            value={destination}
            onChange={setDestination}
            options={destinations.map((id) => ({ value: id, label: countryName(id) }))}
          />
        </Space>
      }
    >
      <Table<StaffLine>
        rowKey="id"
        loading={lines.isLoading}
        dataSource={shown}
        pagination={false}
        size="middle"
        columns={[
          { title: t('config.lines.code'), dataIndex: 'code' },
          { title: t('config.lines.name'), dataIndex: 'name_en' },
          { title: t('config.lines.destination'), render: (_, line) => countryName(line.country_id) },
          {
            title: t('config.lines.firstWeight'),
            render: (_, line) => `${line.first_weight} kg · ${line.currency} ${line.first_weight_price}`,
          },
          {
            title: t('config.lines.additional'),
            render: (_, line) => `${line.additional_weight} kg · ${line.currency} ${line.additional_weight_price}`,
          },
          {
            title: t('config.lines.maxParcel'),
            render: (_, line) => (line.max_parcel_weight ? `${line.max_parcel_weight} kg` : '—'),
          },
          {
            title: t('config.lines.insurance'),
            render: (_, line) => `${line.insurancePercentage} % · ${line.currency} ${line.maxInsurance}`,
          },
          {
            title: t('config.active'),
            render: (_, line) =>
              line.active ? <Tag color="green">{t('config.on')}</Tag> : <Tag>{t('config.off')}</Tag>,
          },
          {
            title: '',
            render: (_, line) => (
              <Button onClick={() => open(line)} aria-label={t('config.lines.editOf', { code: line.code })}>
                {t('config.edit')}
              </Button>
            ),
          },
        ]}
      />
      <EditDrawer
        open={editing !== null}
        title={t('config.lines.editTitle', { code: editing?.code ?? '' })}
        saving={save.isPending}
        onSave={() => form.submit()}
        onClose={editor.close}
        stale={editor.stale}
        onReload={() => void editor.reload()}
      >
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
          <Row gutter={16}>
            <Col span={6}>
              <Form.Item name="first_weight" label={t('config.lines.firstWeightKg')} rules={[kg]}>
                <Input inputMode="decimal" />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="first_price" label={t('config.lines.firstPrice', { currency })} rules={[amount]}>
                <Input inputMode="decimal" />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="step" label={t('config.lines.stepKg')} rules={[kg]}>
                <Input inputMode="decimal" />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="step_price" label={t('config.lines.stepPrice', { currency })} rules={[amount]}>
                <Input inputMode="decimal" />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="weight_step" label={t('config.lines.weightStep')} rules={[kg]}>
                <Input inputMode="decimal" />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="min_chargeable" label={t('config.lines.minChargeable')} rules={[kg]}>
                <Input inputMode="decimal" />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item
                name="max_parcel_weight"
                label={t('config.lines.maxParcelKg')}
                extra={t('config.noLimitHint')}
                rules={[schemaRule(kilogramsSchema, invalid, true)]}
              >
                <Input inputMode="decimal" />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item
                name="max_declared"
                label={t('config.lines.maxDeclared', { currency })}
                extra={t('config.noLimitHint')}
                rules={[schemaRule(field.first_price, invalid, true)]}
              >
                <Input inputMode="decimal" />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="free_insurance" label={t('config.lines.freeInsurance', { currency })} rules={[amount]}>
                <Input inputMode="decimal" />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item
                name="insurance_percentage"
                label={t('config.lines.premium')}
                rules={[schemaRule(field.insurance_percentage, invalid)]}
              >
                <Input inputMode="decimal" />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="max_insurance" label={t('config.lines.maxInsurance', { currency })} rules={[amount]}>
                <Input inputMode="decimal" />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item
                name="quiet_period_days"
                label={t('config.lines.quietPeriodDays')}
                tooltip={t('config.lines.quietPeriodHelp')}
                rules={[schemaRule(field.quiet_period_days, invalid)]}
              >
                <Input inputMode="numeric" />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="active" label={t('config.lines.offered')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('config.preview.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('config.lines.previewHint')}</Typography.Paragraph>
          <Space align="start">
            <Form.Item name="sample_weight" label={t('config.lines.sampleWeight')} rules={[kg]}>
              <Input inputMode="decimal" style={{ width: 120 }} />
            </Form.Item>
            <Button style={{ marginTop: 30 }} loading={preview.isPending} onClick={() => void runPreview()}>
              {t('config.preview.run')}
            </Button>
          </Space>
        </Form>
        {editor.preview && <LinePreviewTable preview={editor.preview} />}
        {editing && <AuditTrail targetType="line" targetId={editing.id} />}
      </EditDrawer>
    </Card>
  );
}
