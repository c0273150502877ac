import type { LinePreview, LinePreviewQuote } from '@parcelway/domain';
import { Table, Typography } from 'antd';
import { useI18n } from '../../../lib/i18n.js';

type Sample = LinePreview['samples'][number];

/** One side of the comparison: the total a customer is quoted and the line's place, or why they are not offered it. */
function Outcome({ quote }: { quote: LinePreviewQuote }) {
  const { t } = useI18n();
  if (!quote.listed || !quote.line)
    return <Typography.Text type="secondary">{t('config.preview.notListed')}</Typography.Text>;
  if (!quote.line.available)
    return (
      <Typography.Text type="warning">{quote.line.reasons.map((reason) => reason.message).join(' ')}</Typography.Text>
    );
  return (
    <span>
      <Typography.Text strong>
        {quote.line.fees.currency} {quote.line.fees.total}
      </Typography.Text>{' '}
      <Typography.Text type="secondary">
        {t('config.preview.rank', { rank: quote.rank ?? 0, of: quote.priced_lines })}
      </Typography.Text>
    </span>
  );
}

/** Sample parcels quoted with the line as it is and as it would be saved. */
export function LinePreviewTable({ preview }: { preview: LinePreview }) {
  const { t } = useI18n();
  return (
    <Table<Sample>
      aria-label={t('config.preview.title')}
      rowKey="weight"
      size="small"
      pagination={false}
      dataSource={preview.samples}
      columns={[
        { title: t('config.preview.parcel'), render: (_, sample) => `${sample.weight} kg · ${sample.size}` },
        { title: t('config.preview.now'), render: (_, sample) => <Outcome quote={sample.now} /> },
        { title: t('config.preview.proposed'), render: (_, sample) => <Outcome quote={sample.proposed} /> },
      ]}
    />
  );
}
