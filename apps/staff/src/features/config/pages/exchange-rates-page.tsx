import { CURRENCIES, type ExchangeRate } from '@parcelway/domain';
import { App, Button, Card, Form, Input, Select, Space, Table } from 'antd';
import { showFailure } from '../../../lib/form-support.js';
import { useI18n } from '../../../lib/i18n.js';
import { useExchangeRates, useSetRate } from '../api.js';

interface RateForm {
  currency: string;
  per_aud: string;
  effective_on?: string;
}

/** A rate as the server takes it: units per AUD, up to 8 decimals, under a million. */
const RATE = /^\d{1,6}(\.\d{1,8})?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Exchange rates (finance): the rate of each currency in force, and a new one from a day on (today when no day is
 * given). Quotes, conversions and the customs alert use the newest rate not after their day.
 */
export default function ExchangeRatesPage() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const rates = useExchangeRates();
  const setRate = useSetRate();
  const [form] = Form.useForm<RateForm>();

  const submit = async (values: RateForm) => {
    try {
      const saved = await setRate.mutateAsync({
        currency: values.currency,
        per_aud: values.per_aud.trim(),
        ...(values.effective_on?.trim() ? { effective_on: values.effective_on.trim() } : {}),
      });
      message.success(
        t('config.rates.saved', { currency: saved.currency, rate: saved.per_aud, day: saved.effective_on }),
      );
      form.resetFields(['per_aud', 'effective_on']);
    } catch (error) {
      showFailure(form, error, {
        onStale: (text) => void message.error(text),
        onError: (text) => void message.error(text),
      });
    }
  };

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('config.rates.setTitle')}>
        <Form form={form} layout="inline" onFinish={(values) => void submit(values)}>
          <Form.Item
            name="currency"
            label={t('config.rates.currency')}
            rules={[{ required: true, message: t('common.required') }]}
          >
            <Select
              style={{ width: 140 }}
              options={CURRENCIES.filter((currency) => currency.code !== 'AUD').map((currency) => ({
                value: currency.code,
                label: currency.code,
              }))}
            />
          </Form.Item>
          <Form.Item
            name="per_aud"
            label={t('config.rates.perAud')}
            rules={[
              { required: true, message: t('common.required') },
              { pattern: RATE, message: t('config.rates.invalid') },
              {
                validator: (_, value: string | undefined) =>
                  !value || Number(value) > 0
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('config.rates.invalid'))),
              },
            ]}
          >
            <Input inputMode="decimal" style={{ width: 160 }} />
          </Form.Item>
          <Form.Item
            name="effective_on"
            label={t('config.rates.from')}
            extra={t('config.rates.fromHint')}
            rules={[{ pattern: DAY, message: t('config.rates.dayInvalid') }]}
          >
            <Input placeholder="YYYY-MM-DD" style={{ width: 140 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={setRate.isPending}>
            {t('common.save')}
          </Button>
        </Form>
      </Card>
      <Card title={t('config.rates.title')}>
        <Table<ExchangeRate>
          rowKey="currency_id"
          loading={rates.isLoading}
          dataSource={rates.data ?? []}
          pagination={false}
          size="small"
          columns={[
            { title: t('config.rates.currency'), dataIndex: 'code' },
            { title: t('config.rates.perAud'), dataIndex: 'per_aud' },
            { title: t('config.rates.from'), dataIndex: 'effective_on' },
          ]}
        />
      </Card>
    </Space>
  );
}
