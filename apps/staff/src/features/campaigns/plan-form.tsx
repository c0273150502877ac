import {
  MEMBERSHIP_MAX_DISCOUNT_PERCENT,
  MEMBERSHIP_MAX_EXTRA_DISCOUNT_PERCENT,
  MEMBERSHIP_PERIODS,
  type MembershipPlanInput,
  membershipPlanInputSchema,
  PAY_CURRENCIES,
} from '@parcelway/domain';
import { Alert, App, Button, Checkbox, Form, Input, InputNumber, Select, Space } from 'antd';
import { useState } from 'react';
import { NameFields } from '../../components/name-fields.js';
import { ApiError } from '../../lib/api.js';
import { useI18n } from '../../lib/i18n.js';
import { clearFieldErrors, useSchemaCheck } from '../../lib/schema-errors.js';
import { useCreatePlan, usePreviewPlan } from './api.js';
import { showFieldErrors } from './form-errors.js';
import { PlanPreview } from './previews.js';

/**
 * A new membership plan: names, currency, price per period, the freight and extra-service discounts (the domain's
 * caps) and priority. Previewed as the member centre's card in each language, then created (audited).
 */
export function PlanForm({ onDone }: { onDone: () => void }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const [form] = Form.useForm<MembershipPlanInput>();
  const check = useSchemaCheck();
  const preview = usePreviewPlan();
  const create = useCreatePlan();
  const [problems, setProblems] = useState<string[]>([]);

  const submit = async (mode: 'preview' | 'create') => {
    setProblems([]);
    clearFieldErrors(form);
    const result = await check(membershipPlanInputSchema, form.getFieldsValue(true));
    if (!result.ok) {
      setProblems(showFieldErrors(form, result.errors));
      return;
    }
    try {
      if (mode === 'preview') await preview.mutateAsync(result.value);
      else {
        await create.mutateAsync(result.value);
        message.success(t('campaigns.planCreated', { name: result.value.name_en }));
        onDone();
      }
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0)
        setProblems(showFieldErrors(form, error.fields));
      else setProblems([error instanceof Error ? error.message : String(error)]);
    }
  };

  const required = [{ required: true, message: t('common.required') }];
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ currency: 'AUD', period: 'year', extra_discount_percent: 0, priority: true, sort: 0 }}
      onValuesChange={() => preview.reset()}
    >
      {problems.length > 0 && <Alert type="error" showIcon role="alert" message={problems.join(' ')} />}
      <NameFields label={(language) => t('campaigns.nameIn', { language })} maxLength={80} />
      <Space wrap align="start">
        <Form.Item name="currency" label={t('campaigns.currency')}>
          <Select style={{ width: 110 }} options={PAY_CURRENCIES.map((code) => ({ value: code, label: code }))} />
        </Form.Item>
        <Form.Item name="price" label={t('campaigns.price')} rules={required}>
          <Input inputMode="decimal" style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="period" label={t('campaigns.period')}>
          <Select
            style={{ width: 140 }}
            options={MEMBERSHIP_PERIODS.map((period) => ({ value: period, label: t(`campaigns.periods.${period}`) }))}
          />
        </Form.Item>
      </Space>
      <Space wrap align="start">
        <Form.Item
          name="freight_discount_percent"
          label={t('campaigns.freightDiscount')}
          extra={t('campaigns.atMost', { percent: MEMBERSHIP_MAX_DISCOUNT_PERCENT })}
          rules={required}
        >
          <InputNumber min={0} max={100} />
        </Form.Item>
        <Form.Item
          name="extra_discount_percent"
          label={t('campaigns.extraDiscount')}
          extra={t('campaigns.atMost', { percent: MEMBERSHIP_MAX_EXTRA_DISCOUNT_PERCENT })}
        >
          <InputNumber min={0} max={100} />
        </Form.Item>
        <Form.Item name="sort" label={t('campaigns.sort')}>
          <InputNumber min={0} max={10_000} />
        </Form.Item>
        <Form.Item name="priority" valuePropName="checked" label=" ">
          <Checkbox>{t('campaigns.priority')}</Checkbox>
        </Form.Item>
      </Space>
      <Space style={{ marginBottom: 16, display: 'flex' }}>
        <Button onClick={() => void submit('preview')} loading={preview.isPending}>
          {t('campaigns.preview')}
        </Button>
        <Button type="primary" onClick={() => void submit('create')} loading={create.isPending}>
          {t('campaigns.createPlan')}
        </Button>
      </Space>
      {preview.data && <PlanPreview preview={preview.data} />}
    </Form>
  );
}
