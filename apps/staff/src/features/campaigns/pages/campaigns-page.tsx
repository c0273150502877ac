import { App, Button, Card, Drawer, Switch, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useI18n } from '../../../lib/i18n.js';
import { type StaffPlan, type StaffWheel, usePlans, useSetPlanActive, useSetWheelActive, useWheels } from '../api.js';
import { oddsText, totalWeight } from '../odds.js';
import { PlanForm } from '../plan-form.js';
import { WheelForm } from '../wheel-form.js';

const oddsOf = (wheel: StaffWheel) => {
  const total = totalWeight(wheel.prizes);
  return wheel.prizes.map((prize) => `${prize.name} ${oddsText(prize.weight, total)}`).join(' · ');
};

/**
 * Campaigns (finance and admin): lottery wheels with their prizes and odds, and membership plans with their price and
 * discounts; each created with a preview of what customers will see, and switched on or off (audited).
 */
export default function CampaignsPage() {
  const { t, formatTime } = useI18n();
  const { message } = App.useApp();
  const wheels = useWheels();
  const plans = usePlans();
  const wheelActive = useSetWheelActive();
  const planActive = useSetPlanActive();
  const [creating, setCreating] = useState<'wheel' | 'plan' | null>(null);

  const toggle = async (change: () => Promise<unknown>, active: boolean, name: string) => {
    try {
      await change();
      message.success(t(active ? 'campaigns.started' : 'campaigns.stopped', { name }));
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    }
  };

  const wheelTable = (
    <>
      <Button type="primary" onClick={() => setCreating('wheel')} style={{ marginBottom: 12 }}>
        {t('campaigns.newWheel')}
      </Button>
      <Table<StaffWheel>
        rowKey="id"
        loading={wheels.isLoading}
        dataSource={wheels.data ?? []}
        pagination={false}
        locale={{ emptyText: t('campaigns.noWheels') }}
        columns={[
          { title: t('campaigns.name'), dataIndex: 'name_en' },
          {
            title: t('campaigns.runs'),
            render: (_, row) =>
              `${formatTime(row.starts_at, 'date')} – ${row.ends_at ? formatTime(row.ends_at, 'date') : '…'}`,
          },
          {
            title: t('campaigns.minTopUp'),
            render: (_, row) => `AUD ${row.min_top_up} → ${row.draws_per_top_up}`,
          },
          { title: t('campaigns.prizes'), render: (_, row) => oddsOf(row) },
          {
            title: t('campaigns.active'),
            render: (_, row) => (
              <Switch
                checked={row.active}
                aria-label={t('campaigns.activeOf', { name: row.name_en })}
                loading={wheelActive.isPending}
                onChange={(active) =>
                  void toggle(() => wheelActive.mutateAsync({ id: row.id, active }), active, row.name_en)
                }
              />
            ),
          },
        ]}
      />
    </>
  );

  const planTable = (
    <>
      <Button type="primary" onClick={() => setCreating('plan')} style={{ marginBottom: 12 }}>
        {t('campaigns.newPlan')}
      </Button>
      <Table<StaffPlan>
        rowKey="id"
        loading={plans.isLoading}
        dataSource={plans.data ?? []}
        pagination={false}
        locale={{ emptyText: t('campaigns.noPlans') }}
        columns={[
          { title: t('campaigns.name'), dataIndex: 'name_en' },
          { title: t('campaigns.price'), render: (_, row) => `${row.currency} ${row.price} / ${row.period_name}` },
          {
            title: t('campaigns.benefits'),
            render: (_, row) => (
              <>
                {t('campaigns.freightOff', { percent: row.freight_discount_percent })}
                {row.extra_discount_percent > 0 &&
                  ` · ${t('campaigns.extrasOff', { percent: row.extra_discount_percent })}`}
                {row.priority && (
                  <Tag color="gold" style={{ marginLeft: 8 }}>
                    {t('campaigns.priority')}
                  </Tag>
                )}
              </>
            ),
          },
          { title: t('campaigns.clicks'), dataIndex: 'clicks' },
          {
            title: t('campaigns.active'),
            render: (_, row) => (
              <Switch
                checked={row.active}
                aria-label={t('campaigns.activeOf', { name: row.name_en })}
                loading={planActive.isPending}
                onChange={(active) =>
                  void toggle(() => planActive.mutateAsync({ id: row.id, active }), active, row.name_en)
                }
              />
            ),
          },
        ]}
      />
    </>
  );

  return (
    <Card>
      <Tabs
        items={[
          { key: 'wheels', label: t('campaigns.wheels'), children: wheelTable },
          { key: 'plans', label: t('campaigns.plans'), children: planTable },
        ]}
      />
      <Drawer
        open={creating !== null}
        width={960}
        title={creating === 'plan' ? t('campaigns.newPlan') : t('campaigns.newWheel')}
        onClose={() => setCreating(null)}
        destroyOnHidden
        maskClosable={false}
      >
        {creating === 'wheel' && <WheelForm onDone={() => setCreating(null)} />}
        {creating === 'plan' && <PlanForm onDone={() => setCreating(null)} />}
      </Drawer>
    </Card>
  );
}
