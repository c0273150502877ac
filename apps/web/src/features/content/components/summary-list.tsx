import type { ContentSummary } from '@parcelway/domain';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Articles, notices or news as a list of titles and summaries; a tap opens the item's page. Unread ones are marked. */
export function SummaryList({
  items,
  detailPath,
  label,
}: {
  items: (ContentSummary & { unread?: boolean })[];
  detailPath: string;
  label: string;
}) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  return (
    <List aria-label={label}>
      {items.map((item) => (
        <List.Item
          key={item.id}
          description={item.summary || undefined}
          onClick={() => navigate(`${detailPath}?id=${item.id}`)}
          extra={item.unread ? <span className="content-unread-dot">{t('unread.mark')}</span> : undefined}
        >
          {item.title}
        </List.Item>
      ))}
    </List>
  );
}
