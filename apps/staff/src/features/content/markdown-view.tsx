import { type Block, type Inline, parseMarkdown } from '@parcelway/domain';
import { createElement, type ReactNode } from 'react';

/**
 * A content body as the customer's screen lays it out: the domain's Markdown blocks as elements, never HTML, so the
 * preview shows a `<script>` as the words a customer would see. Links are shown with their address, not followed:
 * a preview is for reading what will be published.
 */
export function MarkdownView({ source }: { source: string }) {
  return createElement('div', { className: 'content-body' }, ...parseMarkdown(source).map(renderBlock));
}

function renderBlock(block: Block): ReactNode {
  if (block.type === 'heading') return createElement(`h${block.level}`, null, ...block.content.map(renderInline));
  if (block.type === 'paragraph') return createElement('p', null, ...block.content.map(renderInline));
  const items = block.items.map((item) => createElement('li', null, ...item.map(renderInline)));
  return createElement(block.ordered ? 'ol' : 'ul', null, ...items);
}

function renderInline(inline: Inline): ReactNode {
  if (inline.type === 'strong') return createElement('strong', null, inline.text);
  if (inline.type === 'em') return createElement('em', null, inline.text);
  if (inline.type === 'text') return inline.text;
  return createElement('a', { title: inline.href, 'aria-disabled': true }, inline.text);
}
