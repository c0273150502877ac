import { CUSTOMS_RULES, type CustomsRule, calendarDate } from '@parcelway/domain';
import { Alert, Card, Descriptions, Space, Table, Tag, Typography } from 'antd';
import { useI18n } from '../../../lib/i18n.js';

type Band = CustomsRule['bands'][number];

/**
 * Customs rules (read-only): each destination's rule as the quotes, the estimate, the pay page and the invoice compute
 * it, with its official source, the day it was read and the day it must be read again. The rules are the dated data
 * files in packages/domain (the server computes with the same ones); a change is a reviewed change to the file.
 */
export default function CustomsRulesPage() {
  const { t } = useI18n();
  const today = calendarDate(new Date());
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Alert type="info" message={t('config.customs.intro')} />
      {CUSTOMS_RULES.map((rule) => (
        <Card
          key={rule.country}
          title={`${rule.country} · ${rule.currency}`}
          extra={
            <Space>
              {rule.review < today && <Tag color="red">{t('config.customs.overdue')}</Tag>}
              {!rule.confirmed && <Tag color="orange">{t('config.customs.unconfirmed')}</Tag>}
            </Space>
          }
        >
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('config.customs.source')}>
              <Typography.Link href={rule.source.url} target="_blank" rel="noreferrer">
                {rule.source.authority.en} — {rule.source.name.en}
              </Typography.Link>
              <div>{rule.source.title}</div>
            </Descriptions.Item>
            <Descriptions.Item label={t('config.customs.read')}>{rule.read}</Descriptions.Item>
            <Descriptions.Item label={t('config.customs.review')}>{rule.review}</Descriptions.Item>
            <Descriptions.Item label={t('config.customs.compare')}>
              {rule.compare.parts.join(' + ')}
              {rule.compare.goodsSharePercent !== undefined && ` (goods × ${rule.compare.goodsSharePercent}%)`}
            </Descriptions.Item>
            <Descriptions.Item label={t('config.customs.rounding')}>{rule.rounding}</Descriptions.Item>
            {rule.dutyByTariff && <Descriptions.Item label="">{t('config.customs.dutyByTariff')}</Descriptions.Item>}
          </Descriptions>
          <Table<Band>
            size="small"
            pagination={false}
            rowKey={(band) => `${band.upTo ?? 'top'}-${band.note}`}
            dataSource={rule.bands}
            columns={[
              {
                title: t('config.customs.band'),
                render: (_, band, index) =>
                  band.upTo === null
                    ? `${t('config.customs.noLimit')} ${rule.bands[index - 1]?.upTo ?? '0'} ${rule.currency}`
                    : `≤ ${band.upTo} ${rule.currency}`,
              },
              {
                title: t('config.customs.taxes'),
                render: (_, band) => (
                  <Space direction="vertical" size={0}>
                    {band.taxes.map((tax) => (
                      <span key={tax.code}>
                        {tax.code}: {tax.percent ?? tax.rates?.[0]?.percent}% × {tax.base.join(' + ')}
                        {tax.goodsSharePercent !== undefined && ` (goods × ${tax.goodsSharePercent}%)`} —{' '}
                        {t(`config.customs.collectedBy.${tax.collectedBy}`)}
                        {tax.waivedWhenShopCharged && `; ${t('config.customs.waivable')}`}
                        {tax.waivedForRegisteredBusiness && `; ${t('config.customs.businessWaived')}`}
                      </span>
                    ))}
                    {band.fees.map((fee) => (
                      <span key={fee.code}>
                        {fee.code}: {fee.amount} {rule.currency} — {t(`config.customs.collectedBy.${fee.collectedBy}`)}
                      </span>
                    ))}
                    {band.perHalfYear !== undefined && (
                      <span>{t('config.customs.perHalfYear', { count: band.perHalfYear })}</span>
                    )}
                    {band.minimumCollected !== undefined && (
                      <span>
                        {t('config.customs.minimum', { amount: `${band.minimumCollected} ${rule.currency}` })}
                      </span>
                    )}
                  </Space>
                ),
              },
            ]}
          />
        </Card>
      ))}
    </Space>
  );
}
