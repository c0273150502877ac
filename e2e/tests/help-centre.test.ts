import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.js';
import { launchBrowser, openPhonePage } from './support/browser.js';
import { STAFF, STAFF_ENV } from './support/ops.js';
import { heading, screenshot } from './support/page.js';
import { ServerProcess } from './support/server.js';
import { type ApiCustomer, openAsCustomer, registerThroughApi } from './support/session.js';
import { text } from './support/texts.js';

const content = (language: 'en' | 'cn' | 'tw', key: string) => text(language, 'content', key);

/** The durian article staff publish: a two-character Chinese word (榴莲 / 榴槤) a search must find. */
const DURIAN = {
  en: { title: 'Can I ship durian?', body: 'No: **durian** is fresh fruit, which Australian biosecurity refuses.' },
  cn: { title: '榴莲可以寄吗？', body: '不可以：**榴莲**属于新鲜水果，澳洲检疫不允许入境。' },
  tw: { title: '榴槤可以寄嗎？', body: '不可以：**榴槤**屬於新鮮水果，澳洲檢疫不允許入境。' },
};

describe('help centre and Home banners in a phone browser', () => {
  let server: ServerProcess;
  let browser: Browser;
  let customer: ApiCustomer;
  let staff: string;

  async function ops<T>(method: string, path: string, payload?: unknown): Promise<T> {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json', lang: 'en' },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const body = (await response.json()) as { data: T };
    expect(response.status, JSON.stringify(body)).toBe(200);
    return body.data;
  }

  beforeAll(async () => {
    // Only the channels configured are offered: WeChat and the hours here, no phone.
    server = await ServerProcess.start({
      env: { ...STAFF_ENV, SUPPORT_WECHAT: 'parcelway_help', SUPPORT_HOURS: 'Mon-Fri 09:00-18:00 Australia/Sydney' },
    });
    browser = await launchBrowser();
    customer = await registerThroughApi(server);
    const login = await fetch(`${server.baseUrl}/ops/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(STAFF),
    });
    staff = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('staff publish an article; the customer finds it by a two-character Chinese word, opens it and rates it', async () => {
    const [collection] = await ops<{ id: number }[]>('GET', '/ops/content/collections');
    const article = await ops<{ id: number }>('POST', '/ops/content/items', {
      kind: 'article',
      status: 'published',
      collection_id: collection?.id,
      texts: DURIAN,
    });

    // The server answers in the customer's own language, as the app's language setting stores it.
    const readIn = async (language: 'en' | 'cn' | 'tw', path: string) => {
      await callApi(server, customer, 'POST', '/api/updateUser', { language });
      await openAsCustomer(page, server, customer, path, language);
    };
    const { context, page } = await openPhonePage(browser);
    try {
      await readIn('cn', '/pages/index/index');
      await page.getByRole('link', { name: new RegExp(content('cn', 'help.homeTitle')) }).click();
      await heading(page, text('cn', 'routes', 'index.helpcenter')).waitFor();
      const search = page.getByPlaceholder(content('cn', 'help.search'));
      await search.fill('榴莲');
      await search.press('Enter');
      await heading(page, text('cn', 'routes', 'index.helpcenterList')).waitFor();
      await page.getByText(DURIAN.cn.title, { exact: true }).click();

      await heading(page, text('cn', 'routes', 'index.helpcenterDetail')).waitFor();
      await page.getByRole('heading', { level: 2, name: DURIAN.cn.title }).waitFor();
      // The Markdown's bold is an element, not asterisks.
      expect(await page.locator('.content-body strong').first().textContent()).toBe('榴莲');
      await page.getByRole('button', { name: content('cn', 'feedback.yes') }).click();
      await page.getByText(content('cn', 'feedback.thanks')).waitFor();
      await screenshot(page, 'help-centre-article-cn');

      const items = await ops<{ id: number; helpful_count: number }[]>('GET', '/ops/content/items?kind=article');
      expect(items.find((item) => item.id === article.id)?.helpful_count).toBe(1);

      // The same article in the other two languages.
      for (const language of ['en', 'tw'] as const) {
        await readIn(language, `/pages/index/helpcenterDetail?id=${article.id}`);
        await page.getByRole('heading', { level: 2, name: DURIAN[language].title }).waitFor();
      }
    } finally {
      await context.close();
    }
  });

  it('the contact form reaches support staff with the customer’s support number', async () => {
    await callApi(server, customer, 'POST', '/api/updateUser', { language: 'en' });
    const { context, page } = await openPhonePage(browser);
    try {
      await openAsCustomer(page, server, customer, '/pages/personal/needHelp', 'en');
      await heading(page, text('en', 'routes', 'personal.needHelp')).waitFor();
      await page.getByText(content('en', 'contact.wechat'), { exact: true }).waitFor();
      await page.getByText('Mon–Fri 09:00–18:00 (Australian Eastern Time)', { exact: true }).waitFor();
      expect(await page.getByText(content('en', 'contact.phone'), { exact: true }).count()).toBe(0);
      await page
        .getByRole('textbox', { name: content('en', 'contact.subject'), exact: true })
        .fill('Parcel not arrived');
      await page
        .getByRole('textbox', { name: content('en', 'contact.message'), exact: true })
        .fill('My Taobao parcel shows delivered a week ago.');
      await page.getByRole('button', { name: content('en', 'contact.send') }).click();
      await page.getByText(content('en', 'contact.sentNote')).waitFor();
      await screenshot(page, 'need-help-en');
      const inbox = await ops<{ customer_id: number; subject: string }[]>('GET', '/ops/support-messages');
      expect(inbox[0]).toMatchObject({ customer_id: customer.userInfo.id, subject: 'Parcel not arrived' });
    } finally {
      await context.close();
    }
  });

  it('a Home banner opens its screen and its tap is recorded', async () => {
    const banner = await ops<{ id: number }>('POST', '/ops/content/items', {
      kind: 'banner',
      status: 'published',
      link_kind: 'route',
      link_target: '/pages/index/helpcenter',
      texts: { en: { title: 'Help centre: what can I ship?' } },
    });
    await ops('POST', '/ops/content/items', {
      kind: 'flash_news',
      status: 'published',
      texts: { en: { title: 'Wednesday cut-off moves to 16:00 next week' } },
    });

    await callApi(server, customer, 'POST', '/api/updateUser', { language: 'en' });
    const { context, page } = await openPhonePage(browser);
    try {
      await openAsCustomer(page, server, customer, '/pages/index/index', 'en');
      await heading(page, text('en', 'routes', 'index.index')).waitFor();
      await page
        .getByRole('region', { name: content('en', 'flashNews.label') })
        .getByText(/cut-off/)
        .waitFor();
      await screenshot(page, 'home-banners-en');
      await page.getByRole('button', { name: 'Help centre: what can I ship?' }).click();
      await heading(page, text('en', 'routes', 'index.helpcenter')).waitFor();

      await expect
        .poll(async () => {
          const banners = await ops<{ id: number; click_count: number }[]>('GET', '/ops/content/items?kind=banner');
          return banners.find((item) => item.id === banner.id)?.click_count;
        })
        .toBe(1);
    } finally {
      await context.close();
    }
  });
});
