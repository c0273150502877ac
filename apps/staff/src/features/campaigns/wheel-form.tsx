import { LOTTERY_PRIZE_KINDS, type LotteryWheelInput, lotteryWheelInputSchema } from '@parcelway/domain';
import { Alert, App, Button, Card, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { NameFields } from '../../components/name-fields.js';
import { ApiError } from '../../lib/api.js';
import { isoOf } from '../../lib/format.js';
import { LANGUAGES, useI18n } from '../../lib/i18n.js';
import { clearFieldErrors, useSchemaCheck } from '../../lib/schema-errors.js';
import { useCreateWheel, usePreviewWheel, usePrizeCampaigns } from './api.js';
import { showFieldErrors } from './form-errors.js';
import { oddsText, totalWeight } from './odds.js';
import { WheelPreview } from './previews.js';

type PrizeValues = LotteryWheelInput['prizes'][number];
interface Values extends Omit<LotteryWheelInput, 'starts_at' | 'ends_at'> {
  starts_at?: string;
  ends_at?: string;
}

/**
 * A new lottery wheel: its names, dates, what top-up earns how many draws, and its prizes with their weights (each
 * prize's odds shown beside it) and stock. Previewed as customers will see it, then created (audited).
 */
export function WheelForm({ onDone }: { onDone: () => void }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const check = useSchemaCheck();
  const preview = usePreviewWheel();
  const create = useCreateWheel();
  const campaigns = usePrizeCampaigns();
  const [problems, setProblems] = useState<string[]>([]);
  const prizes = (Form.useWatch('prizes', form) ?? []) as Partial<PrizeValues>[];
  const total = totalWeight(prizes);

  const checked = async (): Promise<LotteryWheelInput | null> => {
    setProblems([]);
    clearFieldErrors(form);
    const values = form.getFieldsValue(true) as Values;
    const result = await check(lotteryWheelInputSchema, {
      ...values,
      starts_at: isoOf(values.starts_at),
      ends_at: isoOf(values.ends_at),
      prizes: (values.prizes ?? []).map((prize) => ({
        ...prize,
        points: prize.kind === 'points' ? prize.points : undefined,
        coupon_template_id: prize.kind === 'coupon' ? prize.coupon_template_id : undefined,
        stock: prize.stock ?? undefined,
      })),
    });
    if (result.ok) return result.value;
    setProblems(showFieldErrors(form, result.errors));
    return null;
  };

  const failed = (error: unknown) => {
    if (error instanceof ApiError && Object.keys(error.fields).length > 0)
      setProblems(showFieldErrors(form, error.fields));
    else setProblems([error instanceof Error ? error.message : String(error)]);
  };

  const submit = async (mode: 'preview' | 'create') => {
    const input = await checked();
    if (!input) return;
    try {
      if (mode === 'preview') await preview.mutateAsync(input);
      else {
        await create.mutateAsync(input);
        message.success(t('campaigns.wheelCreated', { name: input.name_en }));
        onDone();
      }
    } catch (error) {
      failed(error);
    }
  };

  const required = [{ required: true, message: t('common.required') }];
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ min_top_up: '0', draws_per_top_up: 1, prizes: [{ kind: 'points', weight: 1 }] }}
      onValuesChange={() => preview.reset()}
    >
      {problems.length > 0 && <Alert type="error" showIcon role="alert" message={problems.join(' ')} />}
      <NameFields label={(language) => t('campaigns.nameIn', { language })} maxLength={60} />
      <Space wrap align="start">
        <Form.Item name="starts_at" label={t('campaigns.startsAt')}>
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item name="ends_at" label={t('campaigns.endsAt')}>
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item name="min_top_up" label={t('campaigns.minTopUp')}>
          <Input inputMode="decimal" style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="draws_per_top_up" label={t('campaigns.drawsPerTopUp')}>
          <InputNumber min={1} max={100} />
        </Form.Item>
      </Space>
      <Typography.Title level={5}>{t('campaigns.prizes')}</Typography.Title>
      <Form.List name="prizes">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => {
              const prize = prizes[field.name];
              return (
                <Card size="small" key={field.key} style={{ marginBottom: 8 }}>
                  <Space wrap align="start">
                    {LANGUAGES.map((language) => (
                      <Form.Item
                        key={language.code}
                        name={[field.name, `name_${language.code}`]}
                        label={t('campaigns.prizeNameIn', { n: index + 1, language: language.label })}
                        rules={required}
                      >
                        <Input maxLength={60} />
                      </Form.Item>
                    ))}
                    <Form.Item name={[field.name, 'kind']} label={t('campaigns.prizeKind')}>
                      <Select
                        style={{ width: 140 }}
                        options={LOTTERY_PRIZE_KINDS.map((kind) => ({
                          value: kind,
                          label: t(`campaigns.prizeKinds.${kind}`),
                        }))}
                      />
                    </Form.Item>
                    {prize?.kind === 'points' && (
                      <Form.Item name={[field.name, 'points']} label={t('campaigns.points')}>
                        <InputNumber min={1} max={1_000_000} />
                      </Form.Item>
                    )}
                    {prize?.kind === 'coupon' && (
                      <Form.Item name={[field.name, 'coupon_template_id']} label={t('campaigns.couponCampaign')}>
                        <Select
                          style={{ width: 220 }}
                          options={(campaigns.data ?? []).map((campaign) => ({
                            value: campaign.id,
                            label: campaign.name_en,
                          }))}
                        />
                      </Form.Item>
                    )}
                    <Form.Item
                      name={[field.name, 'weight']}
                      label={t('campaigns.weight')}
                      extra={t('campaigns.odds', { odds: oddsText(prize?.weight, total) })}
                    >
                      <InputNumber min={1} max={1_000_000} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'stock']}
                      label={t('campaigns.stock')}
                      extra={t('campaigns.stockHint')}
                    >
                      <InputNumber min={0} max={10_000_000} />
                    </Form.Item>
                    <Button danger onClick={() => remove(field.name)} disabled={fields.length === 1}>
                      {t('campaigns.removePrize')}
                    </Button>
                  </Space>
                </Card>
              );
            })}
            <Button onClick={() => add({ kind: 'none', weight: 1 })} disabled={fields.length >= 20}>
              {t('campaigns.addPrize')}
            </Button>
          </>
        )}
      </Form.List>
      <Space style={{ margin: '16px 0', display: 'flex' }}>
        <Button onClick={() => void submit('preview')} loading={preview.isPending}>
          {t('campaigns.preview')}
        </Button>
        <Button type="primary" onClick={() => void submit('create')} loading={create.isPending}>
          {t('campaigns.createWheel')}
        </Button>
      </Space>
      {preview.data && <WheelPreview preview={preview.data} />}
    </Form>
  );
}
