import type { LotteryWheelPreview, MembershipPlanPreview } from '@parcelway/domain';
import { Card, Col, List, Row, Tag, Typography } from 'antd';
import { LANGUAGES, useI18n } from '../../lib/i18n.js';

/** The wheel each reader will see on the top-up screen: its name, what earns draws, the prizes (never the odds). */
export function WheelPreview({ preview }: { preview: LotteryWheelPreview }) {
  const { t } = useI18n();
  return (
    <Row gutter={12}>
      {LANGUAGES.map((reader) => {
        const wheel = preview[reader.code];
        return (
          <Col span={8} key={reader.code}>
            <Card size="small" title={reader.label} aria-label={t('campaigns.previewIn', { language: reader.label })}>
              <Typography.Title level={4}>{wheel.name}</Typography.Title>
              <div>
                {t('campaigns.earnRule', {
                  amount: `${wheel.currency} ${wheel.min_top_up}`,
                  draws: wheel.draws_per_top_up,
                })}
              </div>
              <List
                size="small"
                dataSource={wheel.prizes}
                renderItem={(prize) => (
                  <List.Item>
                    {prize.name} <Tag>{t(`campaigns.prizeKinds.${prize.kind}`)}</Tag>
                  </List.Item>
                )}
              />
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}

/** The plan card each reader will see in the member centre: name, price per period, discounts, priority. */
export function PlanPreview({ preview }: { preview: MembershipPlanPreview }) {
  const { t } = useI18n();
  return (
    <Row gutter={12}>
      {LANGUAGES.map((reader) => {
        const plan = preview[reader.code];
        return (
          <Col span={8} key={reader.code}>
            <Card size="small" title={reader.label} aria-label={t('campaigns.previewIn', { language: reader.label })}>
              <Typography.Title level={4}>{plan.name}</Typography.Title>
              <Typography.Title level={3} style={{ marginTop: 0 }}>
                {plan.currency} {plan.price} <Typography.Text type="secondary">/ {plan.period_name}</Typography.Text>
              </Typography.Title>
              <div>{t('campaigns.freightOff', { percent: plan.freight_discount_percent })}</div>
              {plan.extra_discount_percent > 0 && (
                <div>{t('campaigns.extrasOff', { percent: plan.extra_discount_percent })}</div>
              )}
              {plan.priority && <Tag color="gold">{t('campaigns.priority')}</Tag>}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
