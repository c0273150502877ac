import type { CampaignCoupon, CouponTemplatePreview } from '@parcelway/domain';
import { Card, Col, Row, Tag, Typography } from 'antd';
import { LANGUAGES, useI18n } from '../../lib/i18n.js';
import { useWarehouses } from '../../lib/me.js';

/** One offer as the coupon centre's card lays it out: the value, the name, the conditions, the validity, any reason. */
function OfferCard({ offer, label, lineName }: { offer: CampaignCoupon; label: string; lineName?: string }) {
  const { t, formatTime } = useI18n();
  const warehouses = useWarehouses();
  const warehouse = warehouses.data?.find((item) => item.store_id === offer.store_id)?.name;
  const value = offer.amount ? `${offer.currency} ${offer.amount}` : `${offer.percent}%`;
  return (
    <Card size="small" title={label} aria-label={t('coupons.previewIn', { language: label })}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {value}
      </Typography.Title>
      <Typography.Title level={5}>{offer.title}</Typography.Title>
      {offer.cap && <div>{t('coupons.face.cap', { amount: `${offer.currency} ${offer.cap}` })}</div>}
      <div>
        {offer.min_spend
          ? t('coupons.face.minSpend', { amount: `${offer.currency} ${offer.min_spend}` })
          : t('coupons.face.noMinSpend')}
      </div>
      <div>
        {t(`coupons.scope.${offer.scope}`)}
        {offer.store_id !== null && ` · ${warehouse ?? `#${offer.store_id}`}`}
        {offer.line_id !== null && ` · ${lineName ?? `#${offer.line_id}`}`}
      </div>
      <div>
        {offer.valid_days !== null
          ? t('coupons.face.validDays', { count: offer.valid_days })
          : offer.ends_at && t('coupons.face.until', { date: formatTime(offer.ends_at, 'date') })}
      </div>
      {offer.remaining !== null && <div>{t('coupons.face.remaining', { count: offer.remaining })}</div>}
      <Tag color={offer.state === 'claimable' ? 'green' : 'orange'} style={{ marginTop: 8 }}>
        {t(`coupons.offerState.${offer.state}`)}
      </Tag>
      {offer.reason && <Typography.Paragraph type="warning">{offer.reason}</Typography.Paragraph>}
    </Card>
  );
}

/**
 * The campaign as customers reading in each language will be offered it. The server presents it (names, money,
 * the claim rule's reason in the reader's language); the card's fixed words are the console's.
 */
export function CouponPreview({ preview, lineName }: { preview: CouponTemplatePreview; lineName?: string }) {
  return (
    <Row gutter={12}>
      {LANGUAGES.map((reader) => (
        <Col span={8} key={reader.code}>
          <OfferCard offer={preview[reader.code]} label={reader.label} lineName={lineName} />
        </Col>
      ))}
    </Row>
  );
}
