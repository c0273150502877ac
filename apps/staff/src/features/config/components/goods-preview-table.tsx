import type { CanIShip, LineGoodsPreview } from '@parcelway/domain';
import { Space, Table, Typography } from 'antd';
import { useI18n } from '../../../lib/i18n.js';

type AnsweredLine = CanIShip['lines'][number];

/** One line's answer: whether it carries the goods (or why not), and what they need on it. */
function Verdict({ line }: { line: AnsweredLine | undefined }) {
  const { t } = useI18n();
  if (!line) return <Typography.Text type="secondary">{t('config.preview.notListed')}</Typography.Text>;
  return (
    <Space direction="vertical" size={0}>
      {line.accepts ? (
        <Typography.Text type="success">{t('config.goods.carries')}</Typography.Text>
      ) : (
        <Typography.Text type="warning">
          {t('config.goods.refusesIt')}: {line.reason}
        </Typography.Text>
      )}
      {line.documents.map((document) => (
        <Typography.Text key={document} type="secondary">
          {document}
        </Typography.Text>
      ))}
    </Space>
  );
}

/** "Can I ship this?" for the sample on the line's route, each line as it answers now and once the rules are saved. */
export function GoodsPreviewTable({ preview }: { preview: LineGoodsPreview }) {
  const { t } = useI18n();
  const { now, proposed } = preview;
  const found = proposed.attributes.map((attribute) => attribute.name).join(', ') || t('config.goods.general');
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text>{t('config.goods.found', { attributes: found })}</Typography.Text>
      <Table<AnsweredLine>
        aria-label={t('config.preview.title')}
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={proposed.lines}
        columns={[
          { title: t('config.goods.line'), dataIndex: 'name' },
          {
            title: t('config.preview.now'),
            render: (_, line) => <Verdict line={now.lines.find((each) => each.id === line.id)} />,
          },
          { title: t('config.preview.proposed'), render: (_, line) => <Verdict line={line} /> },
        ]}
      />
      <Typography.Text strong>{t('config.goods.notes')}</Typography.Text>
      <Table<{ key: number; now: string | undefined; proposed: string | undefined }>
        aria-label={t('config.goods.notes')}
        size="small"
        pagination={false}
        dataSource={Array.from({ length: Math.max(now.notes.length, proposed.notes.length) }, (_, index) => ({
          key: index,
          now: now.notes[index],
          proposed: proposed.notes[index],
        }))}
        columns={[
          { title: t('config.preview.now'), dataIndex: 'now' },
          { title: t('config.preview.proposed'), dataIndex: 'proposed' },
        ]}
      />
    </Space>
  );
}
