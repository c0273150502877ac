import { describe, expect, it } from 'vitest';
import {
  contentFacts,
  contentItemInputSchema,
  EXTRA_CARTON_FEE,
  fillFacts,
  formatMajor,
  HANDLING_FEE_FREE_PARCELS,
  isVisible,
  markdownToPlainText,
  normaliseKeyword,
  parseMarkdown,
  parseSupportHours,
  safeHref,
  searchTermsOf,
  searchTextOf,
  termsNeeded,
  textsFor,
} from '../src/index.js';

describe('content visibility', () => {
  const now = new Date('2026-03-01T00:00:00Z');
  const at = (iso: string) => new Date(iso);
  it.each([
    ['a draft', { status: 'draft' as const, publishAt: null, expireAt: null }, false],
    ['published, unscheduled', { status: 'published' as const, publishAt: null, expireAt: null }, true],
    [
      'published, not started',
      { status: 'published' as const, publishAt: at('2026-03-02T00:00:00Z'), expireAt: null },
      false,
    ],
    ['published, started now', { status: 'published' as const, publishAt: now, expireAt: null }, true],
    ['published, expiring now', { status: 'published' as const, publishAt: null, expireAt: now }, false],
    [
      'published, expiring later',
      { status: 'published' as const, publishAt: null, expireAt: at('2026-03-05T00:00:00Z') },
      true,
    ],
  ])('%s → %s', (_name, item, visible) => {
    expect(isVisible(item, now)).toBe(visible);
  });

  it('reads the reader’s language, else the fallback', () => {
    const texts = { en: { title: 'Hello', summary: '', body: '' }, tw: { title: '你好', summary: '', body: '' } };
    expect(textsFor(texts, 'tw', 'en').title).toBe('你好');
    expect(textsFor(texts, 'cn', 'en').title).toBe('Hello');
  });

  it('searches every language’s words, with figures filled and full-width forms folded', () => {
    const text = searchTextOf({
      cn: { title: '加箱费', summary: '', body: '每箱 {extraCartonFee}' },
      en: { title: 'Extra CARTONS', summary: '', body: '' },
    });
    expect(text).toContain('加箱');
    expect(text).toContain('extra cartons');
    expect(text).toContain(formatMajor(EXTRA_CARTON_FEE));
    expect(normaliseKeyword(' ＡＢＣ ')).toBe('abc');
  });

  it('searches the search words too, which are never shown', () => {
    const text = searchTextOf({ cn: { title: '新加坡消费税', summary: '', body: '', keywords: '关税 税费' } });
    expect(text).toContain('关税');
  });

  it.each([
    ['关税', ['关税'], 1],
    ['關稅', ['關稅'], 1],
    ['澳洲关税', ['澳洲', '洲关', '关税'], 2],
    ['运费怎么算？', ['运费', '费怎', '怎么', '么算'], 2],
    ['税', ['税'], 1],
    ['Customs FEE', ['customs', 'fee'], 1],
    ['GST消费税 2024', ['gst', '消费', '费税', '2024'], 2],
    ['%_', [], 1],
  ])('%s is searched as %j, %d of them needed', (keyword, terms, needed) => {
    expect(searchTermsOf(keyword)).toEqual(terms);
    expect(termsNeeded(searchTermsOf(keyword))).toBe(needed);
  });
});

describe('content facts', () => {
  it('fills placeholders from the pricing constants, in each language', () => {
    expect(fillFacts('over {handlingFreeParcels} parcels', 'en')).toBe(`over ${HANDLING_FEE_FREE_PARCELS} parcels`);
    expect(fillFacts('{auCutoffDay}', 'cn')).toBe('周三');
    expect(fillFacts('{auCutoffDay}', 'en')).toBe('Wednesday');
    for (const language of ['en', 'cn', 'tw'] as const) {
      for (const value of Object.values(contentFacts(language))) expect(value).not.toBe('');
    }
  });
});

describe('content input', () => {
  const base = { kind: 'banner', texts: { en: { title: 'Sale' } } };
  it.each([
    ['javascript:alert(1)', 'url', false],
    ['data:text/html,<script>', 'url', false],
    ['http://example.com', 'url', false],
    ['https://example.com/sale', 'url', true],
    ['/pages/index/servicePrice', 'route', true],
    ['https://example.com', 'route', false],
  ])('link %s as %s: valid %s', (link_target, link_kind, valid) => {
    expect(contentItemInputSchema.safeParse({ ...base, link_kind, link_target }).success).toBe(valid);
  });

  it.each([
    // 10:00 at UTC-5 is 15:00Z, after 12:00Z: the strings sort the other way.
    ['2026-12-01T10:00:00-05:00', '2026-12-01T12:00:00Z', false],
    ['2026-12-01T12:00:00Z', '2026-12-01T10:00:00-05:00', true],
    ['2026-12-01T20:00:00+10:00', '2026-12-01T11:00:00Z', true],
    ['2026-12-01T10:00:00Z', '2026-12-01T12:00:00+02:00', false],
  ])('shown from %s until %s: valid %s (instants, not strings, are compared)', (publish_at, expire_at, valid) => {
    const parsed = contentItemInputSchema.safeParse({ ...base, publish_at, expire_at });
    expect(parsed.success).toBe(valid);
    if (!parsed.success)
      expect(parsed.error.issues[0]).toMatchObject({ message: 'content.scheduleInvalid', path: ['expire_at'] });
  });
});

describe('safe Markdown', () => {
  it('keeps HTML as text: a script tag is a paragraph’s words, never an element', () => {
    const blocks = parseMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>');
    expect(blocks).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: '<script>alert(1)</script>' }] },
      { type: 'paragraph', content: [{ type: 'text', text: '<img src=x onerror=alert(1)>' }] },
    ]);
  });

  it('drops the link of an unsafe address and keeps its words', () => {
    const [block] = parseMarkdown('[win](javascript:alert(1)) and [prices](/pages/index/servicePrice)');
    expect(block?.type === 'paragraph' && block.content).toEqual([
      { type: 'text', text: '[win](javascript:alert(1)' },
      { type: 'text', text: ') and ' },
      { type: 'link', text: 'prices', href: '/pages/index/servicePrice', external: false },
    ]);
    expect(safeHref('JavaScript:alert(1)')).toBeNull();
    expect(safeHref('vbscript:x')).toBeNull();
    expect(safeHref('https://example.com')).toEqual({ href: 'https://example.com', external: true });
  });

  it('reads headings, lists, bold and italics', () => {
    expect(parseMarkdown('## Fees\n- **AUD 3** each\n- *fast*\n\n1. one\n2. two')).toEqual([
      { type: 'heading', level: 3, content: [{ type: 'text', text: 'Fees' }] },
      {
        type: 'list',
        ordered: false,
        items: [
          [
            { type: 'strong', text: 'AUD 3' },
            { type: 'text', text: ' each' },
          ],
          [{ type: 'em', text: 'fast' }],
        ],
      },
      { type: 'list', ordered: true, items: [[{ type: 'text', text: 'one' }], [{ type: 'text', text: 'two' }]] },
    ]);
    expect(markdownToPlainText('# Title\nSome **bold** words')).toBe('Title Some bold words');
  });
});

describe('support hours', () => {
  it('reads days, times and an IANA time zone, in either dash', () => {
    expect(parseSupportHours('Mon-Fri 09:00-18:00 Australia/Sydney')).toEqual({
      from_weekday: 1,
      to_weekday: 5,
      opens: '09:00',
      closes: '18:00',
      time_zone: 'Australia/Sydney',
    });
    expect(parseSupportHours('sat 10:00–14:00 Asia/Taipei')).toMatchObject({ from_weekday: 6, to_weekday: 6 });
    expect(parseSupportHours('Sun – Sat 00:00 – 23:59 UTC')).toMatchObject({ from_weekday: 0, to_weekday: 6 });
  });

  it('refuses text a screen could not write in its reader’s language', () => {
    for (const text of ['Mon–Fri 09:00–18:00 AEST', 'weekdays 9-6', 'Mon-Fri 9:00-18:00 Australia/Sydney', ''])
      expect(parseSupportHours(text), text).toBeNull();
  });
});
