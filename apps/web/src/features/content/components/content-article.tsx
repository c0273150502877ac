import type { ContentDetail } from '@parcelway/domain';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format';
import { MarkdownView } from './markdown-view';
import '../content.css';

/** An article, notice or news item to read: title, date, the Markdown body, and what the page adds underneath. */
export function ContentArticle({ item, children }: { item: ContentDetail; children?: ReactNode }) {
  return (
    <article className="content-article">
      <h2>{item.title}</h2>
      <time className="content-muted" dateTime={item.published_at}>
        {formatDate(item.published_at)}
      </time>
      <MarkdownView source={item.body} />
      {children}
    </article>
  );
}
