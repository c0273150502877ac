import type { CouponCode, CouponTemplate } from '@parcelway/domain';
import { App, Button, Card, Drawer, Form, Input, InputNumber, Modal, Select, Space, Switch, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useI18n } from '../../../lib/i18n.js';
import { useCampaignCodes, useCampaigns, useIssueCodes, useSetCampaignActive } from '../api.js';
import { CampaignForm } from '../campaign-form.js';

type Running = 'running' | 'scheduled' | 'ended' | 'stopped';

function runningState(row: CouponTemplate, now = Date.now()): Running {
  if (!row.active) return 'stopped';
  if (new Date(row.starts_at).getTime() > now) return 'scheduled';
  if (row.ends_at && new Date(row.ends_at).getTime() <= now) return 'ended';
  return 'running';
}
const COLOUR: Record<Running, string> = { running: 'green', scheduled: 'blue', ended: 'default', stopped: 'orange' };

/** Codes of one campaign: single-use ones made in a batch, or one shared code good for some customers. */
function CodesModal({ campaign, onClose }: { campaign: CouponTemplate | null; onClose: () => void }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const codes = useCampaignCodes(campaign?.id ?? null);
  const issue = useIssueCodes();
  const [form] = Form.useForm<{ count: number; code?: string; max_uses: number }>();
  const submit = async (values: { count: number; code?: string; max_uses: number }) => {
    if (!campaign) return;
    try {
      const made = await issue.mutateAsync({ id: campaign.id, ...values, code: values.code?.trim() || undefined });
      message.success(t('coupons.codesIssued', { count: made.list.length }));
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Modal
      open={campaign !== null}
      title={t('coupons.codesOf', { name: campaign?.name_en ?? '' })}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
      width={640}
    >
      <Form
        form={form}
        layout="inline"
        initialValues={{ count: 10, max_uses: 1 }}
        onFinish={(values) => void submit(values)}
        style={{ marginBottom: 12 }}
      >
        <Form.Item name="count" label={t('coupons.codeCount')}>
          <InputNumber min={1} max={1000} />
        </Form.Item>
        <Form.Item name="code" label={t('coupons.sharedCode')}>
          <Input maxLength={30} placeholder="SPRING-2027" />
        </Form.Item>
        <Form.Item name="max_uses" label={t('coupons.maxUses')}>
          <InputNumber min={1} max={1_000_000} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={issue.isPending}>
          {t('coupons.issueCodes')}
        </Button>
      </Form>
      <Table<CouponCode>
        rowKey="code"
        size="small"
        loading={codes.isLoading}
        dataSource={codes.data?.list ?? []}
        pagination={{ pageSize: 10 }}
        columns={[
          { title: t('coupons.code'), dataIndex: 'code' },
          { title: t('coupons.uses'), render: (_, row) => `${row.uses} / ${row.max_uses}` },
        ]}
      />
    </Modal>
  );
}

/**
 * Coupon campaigns (finance and admin): each with its state, the coupons it gave and how many were spent; create one
 * with a preview of the coupon centre's card in three languages; stop or restart it; issue codes.
 */
export default function CouponsPage() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const campaigns = useCampaigns();
  const setActive = useSetCampaignActive();
  const [creating, setCreating] = useState(false);
  const [codesOf, setCodesOf] = useState<CouponTemplate | null>(null);
  const [state, setState] = useState<Running | undefined>(undefined);
  const rows = useMemo(
    () => (campaigns.data ?? []).filter((row) => !state || runningState(row) === state),
    [campaigns.data, state],
  );

  const toggle = async (row: CouponTemplate, active: boolean) => {
    try {
      await setActive.mutateAsync({ id: row.id, active });
      message.success(t(active ? 'coupons.started' : 'coupons.stopped', { name: row.name_en }));
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Card
      extra={
        <Space>
          <Select
            aria-label={t('coupons.state')}
            allowClear
            placeholder={t('coupons.allStates')}
            style={{ width: 180 }}
            value={state}
            onChange={setState}
            options={(['running', 'scheduled', 'ended', 'stopped'] as const).map((value) => ({
              value,
              label: t(`coupons.states.${value}`),
            }))}
          />
          <Button type="primary" onClick={() => setCreating(true)}>
            {t('coupons.new')}
          </Button>
        </Space>
      }
    >
      <Table<CouponTemplate>
        rowKey="id"
        loading={campaigns.isLoading}
        dataSource={rows}
        pagination={{ pageSize: 20 }}
        locale={{ emptyText: t('coupons.none') }}
        columns={[
          { title: t('coupons.name'), dataIndex: 'name_en' },
          {
            title: t('coupons.worth'),
            render: (_, row) =>
              row.amount
                ? `${row.currency} ${row.amount}`
                : `${row.percent}%${row.cap ? ` (≤ ${row.currency} ${row.cap})` : ''}`,
          },
          { title: t('coupons.scopeLabel'), render: (_, row) => t(`coupons.scope.${row.scope}`) },
          {
            title: t('coupons.state'),
            render: (_, row) => {
              const value = runningState(row);
              return <Tag color={COLOUR[value]}>{t(`coupons.states.${value}`)}</Tag>;
            },
          },
          { title: t('coupons.issued'), dataIndex: 'issued' },
          { title: t('coupons.used'), dataIndex: 'used' },
          {
            title: t('coupons.left'),
            render: (_, row) => (row.total === null ? '∞' : `${row.remaining} / ${row.total}`),
          },
          {
            title: t('coupons.active'),
            render: (_, row) => (
              <Switch
                checked={row.active}
                aria-label={t('coupons.activeOf', { name: row.name_en })}
                loading={setActive.isPending}
                onChange={(checked) => void toggle(row, checked)}
              />
            ),
          },
          { title: '', render: (_, row) => <Button onClick={() => setCodesOf(row)}>{t('coupons.codes')}</Button> },
        ]}
      />
      <Drawer
        open={creating}
        width={900}
        title={t('coupons.new')}
        onClose={() => setCreating(false)}
        destroyOnHidden
        maskClosable={false}
      >
        <CampaignForm onDone={() => setCreating(false)} />
      </Drawer>
      <CodesModal campaign={codesOf} onClose={() => setCodesOf(null)} />
    </Card>
  );
}
