import { IN_APP_ROUTE } from './schemas.js';

/**
 * The small Markdown that content bodies are written in, parsed into plain data the web turns into elements. There
 * is no HTML in it at all: a `<script>` in a body stays text, and a link whose address is not an https page, a mail
 * address or a screen of the app stays text too, so nothing a staff member types can run in a customer's browser.
 */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; text: string }
  | { type: 'em'; text: string }
  | { type: 'link'; text: string; href: string; external: boolean };

export type Block =
  | { type: 'heading'; level: 2 | 3 | 4; content: Inline[] }
  | { type: 'paragraph'; content: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] };

const SAFE_WEB_LINK = /^(https?:\/\/[^\s<>"']+|mailto:[^\s<>"']+)$/i;

/** A link's address if it is safe to follow, else null. */
export function safeHref(href: string): { href: string; external: boolean } | null {
  const trimmed = href.trim();
  if (IN_APP_ROUTE.test(trimmed)) return { href: trimmed, external: false };
  if (SAFE_WEB_LINK.test(trimmed)) return { href: trimmed, external: true };
  return null;
}

const INLINE = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(source: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of source.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ type: 'text', text: source.slice(last, index) });
    const [whole, strong, em, linkText, href] = match;
    if (strong !== undefined) parts.push({ type: 'strong', text: strong });
    else if (em !== undefined) parts.push({ type: 'em', text: em });
    else if (linkText !== undefined && href !== undefined) {
      const safe = safeHref(href);
      parts.push(safe ? { type: 'link', text: linkText, ...safe } : { type: 'text', text: whole });
    }
    last = index + whole.length;
  }
  if (last < source.length) parts.push({ type: 'text', text: source.slice(last) });
  return parts;
}

const HEADING = /^(#{1,3})\s+(.*)$/;
const BULLET = /^[-*]\s+(.*)$/;
const NUMBERED = /^\d+[.)]\s+(.*)$/;

/** Blocks of a Markdown body: headings (#, ##, ###), lists (- or 1.), paragraphs separated by blank lines. */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: Inline[][] } | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', content: parseInline(paragraph.join(' ')) });
    paragraph = [];
    if (list) blocks.push({ type: 'list', ...list });
    list = null;
  };
  for (const rawLine of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    if (line === '') {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const level = ((heading[1]?.length ?? 1) + 1) as 2 | 3 | 4;
      blocks.push({ type: 'heading', level, content: parseInline(heading[2] ?? '') });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet?.[1] ?? numbered?.[1];
    if (item !== undefined) {
      const ordered = numbered !== null;
      if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(parseInline(item));
      continue;
    }
    if (list) flush();
    paragraph.push(line);
  }
  flush();
  return blocks;
}

/** The body as plain text (a list's snippet): Markdown marks dropped. */
export function markdownToPlainText(source: string): string {
  return parseMarkdown(source)
    .flatMap((block) => (block.type === 'list' ? block.items : [block.content]))
    .map((inlines) => inlines.map((inline) => inline.text).join(''))
    .join(' ');
}
