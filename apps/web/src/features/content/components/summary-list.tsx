import type { ContentSummary } from '@parcelway/domain';
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';

/** Articles, notices or news as a list of titles and summaries; a tap opens the item's page. */
export function SummaryList({
  items,
  detailPath,
  label,
}: {
  items: ContentSummary[];
  detailPath: string;
  label: string;
}) {
  const navigate = useNavigate();
  return (
    <List aria-label={label}>
      {items.map((item) => (
        <List.Item
          key={item.id}
          description={item.summary || undefined}
          onClick={() => navigate(`${detailPath}?id=${item.id}`)}
        >
          {item.title}
        </List.Item>
      ))}
    </List>
  );
}
