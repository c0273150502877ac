import { type Block, type Inline, parseMarkdown } from '@parcelway/domain';
import { createElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import { destinationOf } from '../utils/links';

/**
 * A content body on screen: the domain's Markdown blocks turned into React elements. Nothing is ever set as HTML, so
 * markup in a body shows as words, and only the links `parseMarkdown` judged safe become links (web pages open in
 * the bannerWV view, screens of the app in place). The parts are passed as separate children: a body's blocks are
 * fixed by its text and never reorder, so they need no keys.
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
  if (inline.href.startsWith('mailto:')) return createElement('a', { href: inline.href }, inline.text);
  const to = destinationOf(inline.external ? 'url' : 'route', inline.href);
  return to ? createElement(Link, { to }, inline.text) : inline.text;
}
