import type { ContentDetail, ContentSummary } from '@parcelway/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { type ComponentType, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../src/locales/en/content.json';
import { installMemoryStorage } from './support/memory-storage';

// The session helpers read localStorage, which node lacks: an empty one stands in (nobody signed in).
beforeAll(() => {
  installMemoryStorage();
});

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { content: en, common: { loading: 'Loading…', retry: 'Retry' } } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

/** A page at a URL, its queries answered from `data` (key → answer) without a server. */
async function renderPage(page: ComponentType, url: string, data: [readonly unknown[], unknown][]) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  for (const [key, value] of data) client.setQueryData(key, value);
  return renderToStaticMarkup(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(
        QueryClientProvider,
        { client },
        createElement(MemoryRouter, { initialEntries: [url] }, createElement(page)),
      ),
    ),
  );
}

const summary = (id: number, title: string): ContentSummary => ({
  id,
  collection_id: 1,
  title,
  summary: `About ${title}`,
  published_at: '2026-03-01T00:00:00Z',
});

describe('help centre pages', () => {
  it('lists what a search found, with each article’s summary', async () => {
    const { contentKeys } = await import('../src/features/content/api/content-keys');
    const { default: HelpListPage } = await import('../src/features/content/pages/help-list-page');
    const html = await renderPage(HelpListPage, '/pages/index/helpcenterList?keyword=熏蒸', [
      [contentKeys.articles({ keyword: '熏蒸' }), [summary(7, '熏蒸'), summary(8, '加箱费')]],
    ]);
    expect(html).toContain('熏蒸');
    expect(html).toContain('About 加箱费');
    expect(html).toContain(en.help.results.replace('{{keyword}}', '熏蒸'));
  });

  it('says so when a search finds nothing', async () => {
    const { contentKeys } = await import('../src/features/content/api/content-keys');
    const { default: HelpListPage } = await import('../src/features/content/pages/help-list-page');
    const html = await renderPage(HelpListPage, '/pages/index/helpcenterList?keyword=durian', [
      [contentKeys.articles({ keyword: 'durian' }), []],
    ]);
    expect(html).toContain(en.help.noResults.replace('{{keyword}}', 'durian'));
  });

  it('shows an article’s body as elements, its markup as words, and asks for feedback only when signed in', async () => {
    const { contentKeys } = await import('../src/features/content/api/content-keys');
    const { default: HelpDetailPage } = await import('../src/features/content/pages/help-detail-page');
    const article: ContentDetail = {
      ...summary(9, 'Fumigation'),
      body: '**AUD 20.00** per 0.2 m³\n\n<script>alert(1)</script>',
      language: 'en',
      helpful: null,
    };
    const html = await renderPage(HelpDetailPage, '/pages/index/helpcenterDetail?id=9', [
      [contentKeys.article(9), article],
    ]);
    expect(html).toContain('<h2>Fumigation</h2>');
    expect(html).toContain('<strong>AUD 20.00</strong>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain(en.feedback.question);
    localStorage.setItem('access_token', 'token');
    try {
      const signedIn = await renderPage(HelpDetailPage, '/pages/index/helpcenterDetail?id=9', [
        [contentKeys.article(9), article],
      ]);
      expect(signedIn).toContain(en.feedback.question);
    } finally {
      localStorage.removeItem('access_token');
    }
  });

  it('answers a link without an id with the not-found state', async () => {
    const { default: NoticeDetailPage } = await import('../src/features/content/pages/notice-detail-page');
    const html = await renderPage(NoticeDetailPage, '/pages/index/noticeDetail', []);
    expect(html).toContain(en.notFound);
  });

  it('shows the web view only for a web address, with its way back', async () => {
    const { default: BannerWebViewPage } = await import('../src/features/content/pages/banner-web-view-page');
    const page = await renderPage(
      BannerWebViewPage,
      `/pages/index/bannerWV?url=${encodeURIComponent('https://example.com/sale')}`,
      [],
    );
    expect(page).toContain('src="https://example.com/sale"');
    expect(page).toContain('sandbox="allow-scripts allow-forms allow-popups"');
    expect(page).toContain(en.webView.back);
    const refused = await renderPage(
      BannerWebViewPage,
      `/pages/index/bannerWV?url=${encodeURIComponent('javascript:alert(1)')}`,
      [],
    );
    expect(refused).not.toContain('<iframe');
    expect(refused).toContain(en.webView.invalid);
  });
});

describe('Home’s banners and ticker', () => {
  it('shows each banner as a button named by its title, and nothing without banners', async () => {
    const { contentKeys } = await import('../src/features/content/api/content-keys');
    const { BannerCarousel } = await import('../src/features/content');
    const banners = [
      {
        id: 1,
        title: 'Spring sale',
        image_url: '/files/a?sig=1',
        link_kind: 'route',
        link_target: '/pages/index/servicePrice',
      },
      { id: 2, title: 'New line to Taiwan', image_url: null, link_kind: 'url', link_target: 'https://example.com' },
    ];
    const html = await renderPage(BannerCarousel, '/pages/index/index', [[contentKeys.banners(undefined), banners]]);
    expect(html).toContain('aria-label="Spring sale"');
    expect(html).toContain('src="/files/a?sig=1"');
    expect(html).toContain('New line to Taiwan');
    expect(await renderPage(BannerCarousel, '/pages/index/index', [[contentKeys.banners(undefined), []]])).toBe('');
  });

  it('shows the first flash news line under its badge', async () => {
    const { contentKeys } = await import('../src/features/content/api/content-keys');
    const { FlashNewsTicker } = await import('../src/features/content');
    const html = await renderPage(FlashNewsTicker, '/pages/index/index', [
      [contentKeys.flashNews(undefined), [{ id: 3, title: 'Cut-off moves', link_kind: 'none', link_target: '' }]],
    ]);
    expect(html).toContain(en.flashNews.badge);
    expect(html).toContain('Cut-off moves');
  });
});
