import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhonePage } from './support/browser.js';
import { ServerProcess } from './support/server.js';
import { type ApiCustomer, openAsCustomer, registerThroughApi } from './support/session.js';
import { text } from './support/texts.js';

const artifacts = join(dirname(fileURLToPath(import.meta.url)), '../artifacts');
mkdirSync(artifacts, { recursive: true });
const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

type Language = 'en' | 'cn';
const book = (key: string, language: Language = 'en') => text(language, 'addressBook', key);
const filled = (key: string, values: Record<string, string>, language: Language = 'en') =>
  book(key, language).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');

/** SPEC §8 sentences, word for word (the domain's catalogue, which the form shows). */
const WRONG_PHONE = 'The mobile phone number you entered is incorrect, please enter it again';
const INCOMPLETE_CN = '您选择的收件人信息不完整，请到地址簿修改收件人信息';

async function api<T>(server: ServerProcess, customer: ApiCustomer, path: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${customer.token}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Picks a country in the searchable country list of the form. */
async function chooseCountry(page: Page, name: string) {
  await page.getByLabel(book('fields.country'), { exact: true }).click();
  const dialog = page.getByRole('dialog', { name: book('country.title') });
  await dialog.getByLabel(book('country.search')).fill(name);
  await dialog.getByText(name, { exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('address book in a phone browser', () => {
  let server: ServerProcess;
  let browser: Browser;
  let customer: ApiCustomer;

  beforeAll(async () => {
    server = await ServerProcess.start();
    browser = await launchBrowser();
    customer = await registerThroughApi(server);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('adds a Taiwan recipient (5-digit postcode saved padded), refuses a wrong phone until corrected, then edits and deletes it', async () => {
    const { context, page } = await openPhonePage(browser);
    try {
      await openAsCustomer(page, server, customer, '/pages/submit/addressbook', 'en');
      await heading(page, text('en', 'routes', 'submit.addressbook')).waitFor();
      await page.getByText(book('list.emptyTitle')).waitFor();
      await screenshot(page, 'address-book-empty');

      await page.getByRole('button', { name: book('list.add') }).click();
      await heading(page, text('en', 'routes', 'submit.editadbook')).waitFor();
      await chooseCountry(page, 'Taiwan');
      // The dialling code follows the country: the number is typed without it.
      expect(await page.getByLabel(book('fields.phoneCode'), { exact: true }).inputValue()).toBe('886');
      await page.getByLabel(book('fields.lastName'), { exact: true }).fill('王');
      await page.getByLabel(book('fields.firstName'), { exact: true }).fill('小明');
      await page.getByLabel(book('fields.contactNumber'), { exact: true }).fill('0812 345 678');
      await page.getByLabel(book('fields.address'), { exact: true }).fill('重慶南路一段122號');
      await page.getByLabel(book('fields.city'), { exact: true }).fill('中正區');
      await page.getByLabel(book('fields.state'), { exact: true }).click();
      const states = page.getByRole('dialog', { name: book('state.title') });
      await states.getByText('Taipei City', { exact: true }).click();
      await states.waitFor({ state: 'hidden' });
      await page.getByLabel(book('fields.postcode'), { exact: true }).fill('10041');
      await page.getByLabel(book('fields.idNumber'), { exact: true }).fill('A123456789');
      await page.getByRole('button', { name: book('form.save') }).click();

      // The form refuses the number with the same sentence the server would say, and nothing is saved.
      const phoneError = page.getByRole('alert').filter({ hasText: WRONG_PHONE });
      await phoneError.waitFor();
      // The navigation bar is sticky: scrolled back up, the full-page picture shows it at the top.
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'address-book-wrong-phone');
      expect((await api<{ total: number }>(server, customer, '/api/newRecipentsList')).total).toBe(0);

      await page.getByLabel(book('fields.contactNumber'), { exact: true }).fill('0912-345-678');
      await phoneError.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: book('form.save') }).click();

      // Back on the list, the entry shows its postcode padded to 6 digits.
      await heading(page, text('en', 'routes', 'submit.addressbook')).waitFor();
      const entry = page.getByRole('button', { name: filled('list.choose', { name: '王小明' }) });
      await entry.getByText('010041 臺北市中正區重慶南路一段122號').waitFor();
      const [stored] = (
        await api<{ list: { postcode: string; contactNumber: string; state: string; complete: boolean }[] }>(
          server,
          customer,
          '/api/newRecipentsList',
        )
      ).list;
      expect(stored).toMatchObject({ postcode: '010041', contactNumber: '912345678', state: '臺北市', complete: true });
      await screenshot(page, 'address-book-list');

      // Edit: the form opens with the entry, a change is saved.
      await page.getByRole('button', { name: filled('list.editOf', { name: '王小明' }) }).click();
      await heading(page, text('en', 'routes', 'submit.editadbook')).waitFor();
      await page.getByText(book('form.editTitle')).waitFor();
      expect(await page.getByLabel(book('fields.postcode'), { exact: true }).inputValue()).toBe('010041');
      await page.getByLabel(book('fields.address2'), { exact: true }).fill('5樓');
      await page.getByRole('button', { name: book('form.save') }).click();
      await heading(page, text('en', 'routes', 'submit.addressbook')).waitFor();
      await entry.getByText('010041 臺北市中正區重慶南路一段122號5樓').waitFor();

      // Choosing a complete entry marks it.
      await entry.click();
      await page.getByText(book('list.chosen'), { exact: true }).waitFor();

      // Delete, after a confirmation.
      await page.getByRole('button', { name: filled('list.deleteOf', { name: '王小明' }) }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: filled('list.deleteConfirm', { name: '王小明' }) });
      await confirm.getByRole('button', { name: book('list.delete') }).click();
      await page.getByText(book('list.emptyTitle')).waitFor();
      expect((await api<{ total: number }>(server, customer, '/api/newRecipentsList')).total).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('fills the form from a whole Australian address pasted into the smart-address box', async () => {
    const { context, page } = await openPhonePage(browser);
    try {
      await openAsCustomer(page, server, customer, '/pages/submit/editadbook', 'en');
      await heading(page, text('en', 'routes', 'submit.editadbook')).waitFor();
      await page
        .getByRole('textbox', { name: book('smart.label'), exact: true })
        .fill('John Smith\n0412 345 678\nUnit 5, 12 George Street\nSydney NSW 2000\nAustralia');
      await page.getByRole('button', { name: book('smart.recognise') }).click();

      const value = (label: string) => page.getByLabel(book(label), { exact: true }).inputValue();
      await expect.poll(() => value('fields.firstName')).toBe('John');
      expect(await value('fields.lastName')).toBe('Smith');
      expect(await value('fields.phoneCode')).toBe('61');
      expect(await value('fields.contactNumber')).toBe('412345678');
      expect(await value('fields.unitNumber')).toBe('5');
      expect(await value('fields.address')).toBe('12 George Street');
      expect(await value('fields.city')).toBe('Sydney');
      expect(await value('fields.postcode')).toBe('2000');
      await expect.poll(() => page.getByLabel(book('fields.country'), { exact: true }).textContent()).toBe('Australia');
      await expect
        .poll(() => page.getByLabel(book('fields.state'), { exact: true }).textContent())
        .toBe('New South Wales');
      // A business receiver: the ABN look-up names the company and ticks "registered for GST" as the register says.
      const gstRegistered = page.getByRole('checkbox', { name: book('fields.gstRegisteredBox') });
      expect(await gstRegistered.isChecked()).toBe(false);
      await page.getByLabel(book('fields.abn'), { exact: true }).fill('51 824 753 556');
      await page.getByRole('button', { name: book('fields.abnLookup') }).click();
      await expect.poll(() => gstRegistered.isChecked()).toBe(true);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'address-book-smart-address');

      await page.getByRole('button', { name: book('form.save') }).click();
      await heading(page, text('en', 'routes', 'submit.addressbook')).waitFor();
      await page.getByRole('button', { name: filled('list.choose', { name: 'John Smith' }) }).waitFor();
      const business = (
        await api<{ list: { first_name: string; abn: string; gst_registered: boolean }[] }>(
          server,
          customer,
          '/api/newRecipentsList',
        )
      ).list.find((entry) => entry.first_name === 'John');
      expect(business).toMatchObject({ abn: '51824753556', gst_registered: true });

      // A Taiwan address in Simplified characters with only the 3-digit zip area: the district goes to the city, not
      // the street line, and the postcode is asked for, not refused.
      await openAsCustomer(page, server, customer, '/pages/submit/editadbook', 'en');
      await page
        .getByRole('textbox', { name: book('smart.label'), exact: true })
        .fill('王小明 0912345678 100台北市中正区重庆南路一段122号');
      await page.getByRole('button', { name: book('smart.recognise') }).click();
      await expect.poll(() => value('fields.city')).toBe('中正区');
      expect(await value('fields.address')).toBe('重庆南路一段122号');
      expect(await value('fields.postcode')).toBe('100');
      await page
        .getByRole('alert')
        .filter({ hasText: filled('smart.postcodeArea', { area: '100' }) })
        .waitFor();
      await page.getByLabel(book('fields.postcode'), { exact: true }).fill('100041');
      // The district typed into the street line as well is kept once.
      await page.getByLabel(book('fields.address'), { exact: true }).fill('中正区重庆南路一段122号');
      await page.getByLabel(book('fields.idNumber'), { exact: true }).fill('A123456789');
      await page.getByRole('button', { name: book('form.save') }).click();
      await heading(page, text('en', 'routes', 'submit.addressbook')).waitFor();
      const saved = (
        await api<{ list: { first_name: string; city: string; postcode: string; address: string }[] }>(
          server,
          customer,
          '/api/newRecipentsList',
        )
      ).list.find((entry) => entry.first_name === '小明');
      expect(saved).toMatchObject({ city: '中正区', postcode: '100041', address: '重庆南路一段122号' });
    } finally {
      await context.close();
    }
  });

  it('says SPEC §8 sentence (in Chinese) when an incomplete entry is chosen, and offers to edit it', async () => {
    const chinese = await registerThroughApi(server);
    // An entry saved before the Taiwan rules: no ID number. Written straight into the stopped server's database.
    await server.stop();
    const database = new PGlite(join(server.dataDir, 'db'));
    await database.query(
      `insert into recipients (customer_id, first_name, last_name, phone_code, contact_number, country_id, state, city, postcode, address)
       values ($1, '美', '林', '886', '912345678', 214, '臺北市', '中正區', '100041', '重慶南路一段122號')`,
      [chinese.userInfo.id],
    );
    await database.close();
    server = await server.restart();

    const { context, page } = await openPhonePage(browser);
    try {
      await openAsCustomer(
        page,
        server,
        { ...chinese, userInfo: { ...chinese.userInfo, language: 'cn' } },
        '/pages/submit/addressbook',
        'cn',
      );
      await heading(page, text('cn', 'routes', 'submit.addressbook')).waitFor();
      const entry = page.getByRole('button', { name: filled('list.choose', { name: '林美' }, 'cn') });
      await entry.getByText(book('list.incomplete', 'cn'), { exact: true }).waitFor();
      await entry.click();
      const dialog = page.getByRole('dialog').filter({ hasText: INCOMPLETE_CN });
      await dialog.waitFor();
      // The dialog fades in; the picture waits until it has.
      await page.waitForTimeout(500);
      await screenshot(page, 'address-book-incomplete-cn');
      await dialog.getByRole('button', { name: book('list.editNow', 'cn') }).click();
      await heading(page, text('cn', 'routes', 'submit.editadbook')).waitFor();
      // The edit form says what is missing as soon as it is saved.
      await page.getByRole('button', { name: book('form.save', 'cn') }).click();
      await page.getByRole('alert').filter({ hasText: '请填写必填项' }).first().waitFor();
    } finally {
      await context.close();
    }
  });
});
