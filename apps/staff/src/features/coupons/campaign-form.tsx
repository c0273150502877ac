import {
  COUPON_AUDIENCES,
  COUPON_SCOPES,
  type CouponTemplateInput,
  couponTemplateInputSchema,
  PAY_CURRENCIES,
} from '@parcelway/domain';
import { Alert, App, Button, Checkbox, Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { NameFields } from '../../components/name-fields.js';
import { ApiError } from '../../lib/api.js';
import { isoOf } from '../../lib/format.js';
import { useI18n } from '../../lib/i18n.js';
import { useWarehouses } from '../../lib/me.js';
import { clearFieldErrors, type FieldErrors, useSchemaCheck } from '../../lib/schema-errors.js';
import { useCreateCampaign, useLines, usePreviewCampaign } from './api.js';
import { CouponPreview } from './coupon-card.js';

interface Values {
  name_en: string;
  name_cn: string;
  name_tw: string;
  currency: string;
  worth: 'amount' | 'percent';
  amount?: string;
  percent?: number;
  cap?: string;
  min_spend?: string;
  scope: (typeof COUPON_SCOPES)[number];
  store_id?: number;
  line_id?: number;
  starts_at?: string;
  ends_at?: string;
  valid_days?: number;
  total?: number;
  per_customer: number;
  audience: (typeof COUPON_AUDIENCES)[number];
  in_centre: boolean;
  pop_up: boolean;
}

/** The fields a server or schema message can name; others show above the form. */
const FIELDS = [
  'name_en',
  'name_cn',
  'name_tw',
  'currency',
  'amount',
  'percent',
  'cap',
  'min_spend',
  'scope',
  'store_id',
  'line_id',
  'starts_at',
  'ends_at',
  'valid_days',
  'total',
  'per_customer',
  'audience',
] as const;

const blank = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** The form as the server takes it: only the chosen kind of worth, empty fields left out. */
function toInput(values: Values): unknown {
  return {
    name_en: values.name_en ?? '',
    name_cn: values.name_cn ?? '',
    name_tw: values.name_tw ?? '',
    currency: values.currency,
    amount: values.worth === 'amount' ? blank(values.amount) : undefined,
    percent: values.worth === 'percent' ? (values.percent ?? undefined) : undefined,
    cap: values.worth === 'percent' ? blank(values.cap) : undefined,
    min_spend: blank(values.min_spend),
    scope: values.scope,
    store_id: values.store_id ?? undefined,
    line_id: values.line_id ?? undefined,
    starts_at: isoOf(values.starts_at),
    ends_at: isoOf(values.ends_at),
    valid_days: values.valid_days ?? undefined,
    total: values.total ?? undefined,
    per_customer: values.per_customer,
    audience: values.audience,
    in_centre: values.in_centre,
    pop_up: values.pop_up,
  };
}

const INITIAL: Partial<Values> = {
  currency: 'AUD',
  worth: 'amount',
  scope: 'all',
  per_customer: 1,
  audience: 'all',
  in_centre: true,
  pop_up: false,
};

/**
 * A new campaign with every term the coupon rules know (worth, cap, minimum spend, scope, warehouse, line, dates,
 * validity, quantities, audience, where it is offered), checked by the server's schema before it is sent, previewed
 * as the coupon centre will offer it in each language, then created (audited on the server).
 */
export function CampaignForm({ onDone }: { onDone: () => void }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const check = useSchemaCheck();
  const preview = usePreviewCampaign();
  const create = useCreateCampaign();
  const warehouses = useWarehouses();
  const lines = useLines();
  const [problem, setProblem] = useState<string | null>(null);
  const worth = Form.useWatch('worth', form) ?? 'amount';
  const storeId = Form.useWatch('store_id', form);
  const lineId = Form.useWatch('line_id', form);

  const show = (errors: FieldErrors) => {
    const rest: string[] = [];
    const fields: { name: keyof Values; errors: string[] }[] = [];
    for (const [path, text] of Object.entries(errors)) {
      if ((FIELDS as readonly string[]).includes(path)) fields.push({ name: path as keyof Values, errors: [text] });
      else rest.push(text);
    }
    form.setFields(fields);
    setProblem(rest.length > 0 ? rest.join(' ') : null);
  };

  const checked = async (): Promise<CouponTemplateInput | null> => {
    setProblem(null);
    clearFieldErrors(form);
    const result = await check(couponTemplateInputSchema, toInput(form.getFieldsValue(true) as Values));
    if (result.ok) return result.value;
    show(result.errors);
    return null;
  };

  const failed = (error: unknown) => {
    if (error instanceof ApiError && Object.keys(error.fields).length > 0) show(error.fields);
    else setProblem(error instanceof Error ? error.message : String(error));
  };

  const runPreview = async () => {
    const input = await checked();
    if (input) await preview.mutateAsync(input).catch(failed);
  };

  const submit = async () => {
    const input = await checked();
    if (!input) return;
    try {
      const made = await create.mutateAsync(input);
      message.success(t('coupons.created', { name: made.name_en }));
      onDone();
    } catch (error) {
      failed(error);
    }
  };

  const lineName = lines.data?.find((line) => line.id === lineId)?.name;
  return (
    <Form form={form} layout="vertical" initialValues={INITIAL} onValuesChange={() => preview.reset()}>
      {problem && <Alert type="error" showIcon role="alert" message={problem} style={{ marginBottom: 12 }} />}
      <NameFields label={(language) => t('coupons.nameIn', { language })} maxLength={80} />
      <Space wrap align="start">
        <Form.Item name="currency" label={t('coupons.currency')}>
          <Select style={{ width: 110 }} options={PAY_CURRENCIES.map((code) => ({ value: code, label: code }))} />
        </Form.Item>
        <Form.Item name="worth" label={t('coupons.worth')}>
          <Radio.Group
            options={[
              { value: 'amount', label: t('coupons.worthAmount') },
              { value: 'percent', label: t('coupons.worthPercent') },
            ]}
          />
        </Form.Item>
        {worth === 'amount' ? (
          <Form.Item name="amount" label={t('coupons.amount')}>
            <Input inputMode="decimal" style={{ width: 140 }} />
          </Form.Item>
        ) : (
          <>
            <Form.Item name="percent" label={t('coupons.percent')}>
              <InputNumber min={0} max={100} style={{ width: 120 }} />
            </Form.Item>
            <Form.Item name="cap" label={t('coupons.cap')}>
              <Input inputMode="decimal" style={{ width: 140 }} />
            </Form.Item>
          </>
        )}
        <Form.Item name="min_spend" label={t('coupons.minSpend')}>
          <Input inputMode="decimal" style={{ width: 140 }} />
        </Form.Item>
      </Space>
      <Space wrap align="start">
        <Form.Item name="scope" label={t('coupons.scopeLabel')}>
          <Select
            style={{ width: 220 }}
            options={COUPON_SCOPES.map((value) => ({ value, label: t(`coupons.scope.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="store_id" label={t('coupons.warehouse')}>
          <Select
            allowClear
            style={{ width: 200 }}
            placeholder={t('coupons.anyWarehouse')}
            options={(warehouses.data ?? []).map((warehouse) => ({ value: warehouse.store_id, label: warehouse.name }))}
          />
        </Form.Item>
        <Form.Item name="line_id" label={t('coupons.line')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            style={{ width: 260 }}
            placeholder={t('coupons.anyLine')}
            options={(lines.data ?? [])
              .filter((line) => !storeId || line.store_id === storeId)
              .map((line) => ({ value: line.id, label: `${line.code} · ${line.name}` }))}
          />
        </Form.Item>
      </Space>
      <Space wrap align="start">
        <Form.Item name="starts_at" label={t('coupons.startsAt')}>
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item name="ends_at" label={t('coupons.endsAt')}>
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item name="valid_days" label={t('coupons.validDays')}>
          <InputNumber min={1} max={3650} />
        </Form.Item>
      </Space>
      <Space wrap align="start">
        <Form.Item name="total" label={t('coupons.total')} extra={t('coupons.totalHint')}>
          <InputNumber min={1} max={10_000_000} />
        </Form.Item>
        <Form.Item name="per_customer" label={t('coupons.perCustomer')}>
          <InputNumber min={1} max={100} />
        </Form.Item>
        <Form.Item name="audience" label={t('coupons.audience')}>
          <Select
            style={{ width: 240 }}
            options={COUPON_AUDIENCES.map((value) => ({ value, label: t(`coupons.audiences.${value}`) }))}
          />
        </Form.Item>
      </Space>
      <Space wrap>
        <Form.Item name="in_centre" valuePropName="checked">
          <Checkbox>{t('coupons.inCentre')}</Checkbox>
        </Form.Item>
        <Form.Item name="pop_up" valuePropName="checked">
          <Checkbox>{t('coupons.popUp')}</Checkbox>
        </Form.Item>
      </Space>
      <Space style={{ marginBottom: 16, display: 'flex' }}>
        <Button onClick={() => void runPreview()} loading={preview.isPending}>
          {t('coupons.preview')}
        </Button>
        <Button type="primary" onClick={() => void submit()} loading={create.isPending}>
          {t('coupons.create')}
        </Button>
      </Space>
      {preview.data && <CouponPreview preview={preview.data} lineName={lineName} />}
    </Form>
  );
}
