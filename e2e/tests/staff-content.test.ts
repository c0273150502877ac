import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.js';
import { launchBrowser, openPhonePage } from './support/browser.js';
import { STAFF, STAFF_ENV } from './support/ops.js';
import { screenshot } from './support/page.js';
import { ServerProcess } from './support/server.js';
import { openAsCustomer, registerThroughApi } from './support/session.js';

/** The back office works at a desk: the console is desktop-first. */
async function openDesk(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  return { context, page: await context.newPage() };
}

async function signIn(page: Page, server: ServerProcess, account: { email: string; password: string }) {
  await page.goto(`${server.baseUrl}/staff`);
  await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const menu = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true }).click();

describe('configuration in the staff console', () => {
  let server: ServerProcess;
  let browser: Browser;
  const stamp = String(Date.now()).slice(-6);

  beforeAll(async () => {
    server = await ServerProcess.start({ env: { ...STAFF_ENV, RATE_LIMIT_LOGIN_PER_MINUTE: '100' } });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('a content editor writes a notice in three languages, previews it, publishes it, and a customer reads it', async () => {
    // The admin makes a content editor's account (the staff page's API); the editor signs in to the console.
    const login = await fetch(`${server.baseUrl}/ops/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(STAFF),
    });
    const adminToken = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const editor = { email: `editor${stamp}@parcelway.test`, password: 'Content2026' };
    const made = await fetch(`${server.baseUrl}/ops/staff`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...editor, role: 'content' }),
    });
    expect(made.status, await made.clone().text()).toBe(200);

    const titleEn = `Holiday hours ${stamp}`;
    const titleCn = `假期营业时间 ${stamp}`;
    const { context, page } = await openDesk(browser);
    try {
      await signIn(page, server, editor);
      await page.getByText('Content editor', { exact: true }).waitFor();
      await page.getByText('Write and publish what customers read', { exact: false }).waitFor();
      // An editor's console holds the content tools, not the money ones.
      expect(await page.getByRole('menuitem', { name: 'Coupons', exact: true }).count()).toBe(0);
      await menu(page, 'Content');
      await page.getByRole('button', { name: 'New item' }).click();

      // The fallback language's texts are required: the form says so before anything is sent.
      await page.getByRole('button', { name: 'Preview' }).click();
      await page.getByRole('alert').getByText('Write the texts in the fallback language.').waitFor();

      await page.getByLabel('Title (English)').fill(titleEn);
      await page.getByLabel('Summary (English)').fill('Closed on the public holiday');
      await page
        .getByLabel('Body (English)')
        .fill('We reopen on **Tuesday**.\n\n- Parcels keep arriving\n- Packing resumes');
      await page.getByRole('tab', { name: '简体中文' }).click();
      await page.getByLabel('Title (简体中文)').fill(titleCn);
      await page.getByLabel('Body (简体中文)').fill('周二恢复营业。');

      await page.getByRole('button', { name: 'Preview' }).click();
      const preview = page.getByLabel('What customers will read');
      await preview.getByText('With this status and schedule, customers do not see it yet', { exact: false }).waitFor();
      await preview.getByRole('heading', { name: titleEn }).waitFor();
      // The Markdown as a customer's screen lays it out: bold and a list, never raw asterisks.
      await preview.locator('strong', { hasText: 'Tuesday' }).waitFor();
      expect(await preview.getByRole('listitem').count()).toBe(2);
      await preview.getByRole('tab', { name: '简体中文' }).click();
      await preview.getByRole('heading', { name: titleCn }).waitFor();
      // No traditional texts: a tw reader is shown the fallback (English) ones, and the preview says so.
      await preview.getByRole('tab', { name: '繁體中文' }).click();
      await preview.getByText('No texts in this language', { exact: false }).waitFor();
      await screenshot(page, 'staff-content-preview');

      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved', { exact: true }).waitFor();
      const row = page.getByRole('row').filter({ hasText: titleEn });
      await row.getByText('Draft', { exact: true }).waitFor();
      await row.getByRole('button', { name: `Publish ${titleEn}` }).click();
      await page.getByText('Published: customers see it now', { exact: false }).waitFor();
      await row.getByText('Published', { exact: true }).waitFor();
      await screenshot(page, 'staff-content-list');

      // Someone else changes the item while the editor has it open: the save is refused with the server's sentence
      // and a Reload, which brings their change into the form, and the next save goes through.
      await row.getByRole('button', { name: `Edit ${titleEn}` }).click();
      const summary = page.getByLabel('Summary (English)');
      await summary.waitFor();
      const editorHeaders = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
      const items = (await (await fetch(`${server.baseUrl}/ops/content/items`, { headers: editorHeaders })).json()) as {
        data: (Record<string, unknown> & { id: number; texts: Record<string, Record<string, string>> })[];
      };
      const item = items.data.find((entry) => entry.texts.en?.title === titleEn);
      if (!item) throw new Error(`no item titled ${titleEn}`);
      const changed = await fetch(`${server.baseUrl}/ops/content/items/${item.id}`, {
        method: 'PUT',
        headers: editorHeaders,
        body: JSON.stringify({
          ...Object.fromEntries(
            [
              'kind',
              'status',
              'fallback_language',
              'publish_at',
              'expire_at',
              'sort_order',
              'collection_id',
              'store_ids',
              'image_file_id',
              'link_kind',
              'link_target',
              'section',
              'updated_at',
            ].map((key) => [key, item[key]]),
          ),
          texts: { ...item.texts, en: { ...item.texts.en, summary: 'Closed Monday; back Tuesday' } },
        }),
      });
      expect(changed.status, await changed.clone().text()).toBe(200);
      await summary.fill('Closed on the public holiday (Monday)');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Someone changed this record after you opened it.', { exact: false }).waitFor();
      await page.getByRole('button', { name: 'Reload', exact: true }).click();
      await expect.poll(() => summary.inputValue()).toBe('Closed Monday; back Tuesday');
      await summary.fill('Closed Monday; back Tuesday at 9');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await summary.waitFor({ state: 'detached' });
      const saved = (await (await fetch(`${server.baseUrl}/ops/content/items`, { headers: editorHeaders })).json()) as {
        data: { id: number; texts: Record<string, Record<string, string>> }[];
      };
      expect(saved.data.find((entry) => entry.id === item.id)?.texts.en?.summary).toBe(
        'Closed Monday; back Tuesday at 9',
      );
    } finally {
      await context.close();
    }

    // A customer reading in simplified Chinese finds it in the help centre's notices and opens it.
    const customer = await registerThroughApi(server);
    await callApi(server, customer, 'POST', '/api/updateUser', { language: 'cn' });
    const phone = await openPhonePage(browser);
    try {
      await openAsCustomer(phone.page, server, customer, '/pages/index/helpcenter', 'cn');
      const notice = phone.page.getByText(titleCn, { exact: true });
      await notice.waitFor();
      await notice.click();
      await phone.page.getByRole('heading', { level: 2, name: titleCn }).waitFor();
      await phone.page.getByText('周二恢复营业。').waitFor();
      await screenshot(phone.page, 'staff-content-customer-notice-cn');
    } finally {
      await phone.context.close();
    }
  });

  it('an admin previews a coupon campaign in three languages, creates it, and a customer finds it in the coupon centre', async () => {
    const name = `Autumn AU$7 ${stamp}`;
    const { context, page } = await openDesk(browser);
    try {
      await signIn(page, server, STAFF);
      await page.getByText('Administrator', { exact: true }).waitFor();
      await menu(page, 'Coupons');
      await page.getByRole('button', { name: 'New campaign' }).click();
      await page.getByLabel('Name (English)').fill(name);
      await page.getByLabel('Name (简体中文)').fill(`秋季七澳元 ${stamp}`);
      await page.getByLabel('Name (繁體中文)').fill(`秋季七澳幣 ${stamp}`);
      await page.getByLabel('Amount', { exact: true }).fill('7');
      // Money is checked as the server checks it: AUD has two decimals.
      await page.getByLabel('Minimum spend').fill('20.555');
      await page.getByRole('button', { name: 'Preview' }).click();
      await page.getByText('Please enter an amount greater than 0 with at most 2 decimals.').waitFor();
      await page.getByLabel('Minimum spend').fill('20');
      await page.getByRole('button', { name: 'Preview' }).click();

      const english = page.getByLabel('Coupon centre card, English');
      await english.waitFor();
      await page
        .getByText('Please enter an amount greater than 0 with at most 2 decimals.')
        .waitFor({ state: 'detached' });
      await english.getByText(name).waitFor();
      await english.getByText('Minimum spend AUD 20.00').waitFor();
      await english.getByText('Claimable').waitFor();
      await page.getByLabel('Coupon centre card, 简体中文').getByText(`秋季七澳元 ${stamp}`).waitFor();
      await page.getByLabel('Coupon centre card, 繁體中文').getByText(`秋季七澳幣 ${stamp}`).waitFor();
      await screenshot(page, 'staff-coupon-preview');

      await page.getByRole('button', { name: 'Create campaign' }).click();
      await page.getByText(`Campaign “${name}” created`).waitFor();
      const row = page.getByRole('row').filter({ hasText: name });
      await row.getByText('Running', { exact: true }).waitFor();
    } finally {
      await context.close();
    }

    const customer = await registerThroughApi(server);
    const phone = await openPhonePage(browser);
    try {
      await openAsCustomer(phone.page, server, customer, '/pages/personal/cupon');
      await phone.page.getByRole('button', { name: `Claim ${name}` }).waitFor();
      await screenshot(phone.page, 'staff-coupon-customer-centre');
    } finally {
      await phone.context.close();
    }
  });

  it('an admin previews a membership plan and a lottery wheel, creates the plan, and a customer sees it in the member centre', async () => {
    const plan = `Gold ${stamp}`;
    const { context, page } = await openDesk(browser);
    try {
      await signIn(page, server, STAFF);
      await menu(page, 'Campaigns');

      // A wheel's odds follow the weights as they are typed; the preview shows prizes, never the odds.
      await page.getByRole('button', { name: 'New wheel' }).click();
      await page.getByLabel('Name (English)').fill(`Spring wheel ${stamp}`);
      await page.getByLabel('Name (简体中文)').fill('春季转盘');
      await page.getByLabel('Name (繁體中文)').fill('春季轉盤');
      await page.getByLabel('Prize 1 (English)', { exact: true }).fill('50 points');
      await page.getByLabel('Prize 1 (简体中文)', { exact: true }).fill('50积分');
      await page.getByLabel('Prize 1 (繁體中文)', { exact: true }).fill('50積分');
      await page.getByLabel('Points', { exact: true }).fill('50');
      await page.getByText('Odds 100.0 %').waitFor();
      // A second prize's names say whose they are; two prizes of weight 1 share the odds, and removing it restores them.
      await page.getByRole('button', { name: 'Add a prize' }).click();
      await page.getByLabel('Prize 2 (English)', { exact: true }).waitFor();
      await expect.poll(() => page.getByText('Odds 50.0 %').count()).toBe(2);
      await page.getByRole('button', { name: 'Remove', exact: true }).nth(1).click();
      await page.getByText('Odds 100.0 %').waitFor();
      expect(await page.getByLabel('Prize 2 (English)', { exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: 'Preview' }).click();
      await page.getByLabel('What customers see, 简体中文').getByText('50积分').waitFor();
      expect(await page.getByLabel('What customers see, 简体中文').getByText('%').count()).toBe(0);
      await page.getByRole('button', { name: 'Close', exact: true }).click();

      await page.getByRole('tab', { name: 'Membership plans' }).click();
      await page.getByRole('button', { name: 'New plan' }).click();
      await page.getByLabel('Name (English)').fill(plan);
      await page.getByLabel('Name (简体中文)').fill(`黄金会员 ${stamp}`);
      await page.getByLabel('Name (繁體中文)').fill(`黃金會員 ${stamp}`);
      await page.getByLabel('Price', { exact: true }).fill('99');
      // The domain's cap on the freight discount, said before anything is sent.
      await page.getByLabel('Freight discount (%)').fill('30');
      await page.getByRole('button', { name: 'Preview' }).click();
      await page.getByText('A plan takes at most 20% off freight and 50% off extra services.').waitFor();
      expect(await page.getByLabel('What customers see, English').count()).toBe(0);
      await page.getByLabel('Freight discount (%)').fill('10');
      await page.getByRole('button', { name: 'Preview' }).click();
      const chinese = page.getByLabel('What customers see, 简体中文');
      await chinese.getByText(`黄金会员 ${stamp}`).waitFor();
      await page.getByLabel('What customers see, English').getByText('AUD 99.00').waitFor();
      await screenshot(page, 'staff-campaigns-plan-preview');
      await page.getByRole('button', { name: 'Create plan' }).click();
      await page.getByText(`Plan “${plan}” created`).waitFor();
      await page.getByRole('row').filter({ hasText: plan }).waitFor();
    } finally {
      await context.close();
    }

    const customer = await registerThroughApi(server);
    const phone = await openPhonePage(browser);
    try {
      await openAsCustomer(phone.page, server, customer, '/pages/personal/member');
      await phone.page.getByRole('article', { name: plan }).waitFor();
    } finally {
      await phone.context.close();
    }
  });
});
