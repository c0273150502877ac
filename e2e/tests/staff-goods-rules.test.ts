import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { STAFF, STAFF_ENV } from './support/ops.js';
import { screenshot } from './support/page.js';
import { ServerProcess } from './support/server.js';

interface Answer {
  lines: { id: number; name: string; accepts: boolean; documents: string[] }[];
}

/** "Can I ship this?" for a power bank from the Australia warehouse to Taiwan, as a customer gets it. */
async function powerBank(server: ServerProcess, lang = 'en'): Promise<Answer> {
  const response = await fetch(`${server.baseUrl}/api/canIShip?q=power%20bank&store_id=1&country_id=214`, {
    headers: { lang },
  });
  return ((await response.json()) as { data: Answer }).data;
}

const economy = (answer: Answer) => answer.lines.find((line) => line.name === 'Australia → Taiwan Economy Air');

describe('goods rules in the staff console', () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    server = await ServerProcess.start({ env: { ...STAFF_ENV, RATE_LIMIT_LOGIN_PER_MINUTE: '100' } });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('an admin lets a line carry batteries, sees "Can I ship this?" answer it in the preview, saves, and customers are told', async () => {
    expect(economy(await powerBank(server))?.accepts).toBe(false);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    try {
      await page.goto(`${server.baseUrl}/staff`);
      await page.getByLabel('Email').fill(STAFF.email);
      await page.getByLabel('Password').fill(STAFF.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText('Administrator', { exact: true }).waitFor();
      await page.getByRole('menuitem', { name: 'Goods rules', exact: true }).click();

      await page.getByRole('button', { name: 'Edit the goods rules of line AU-TW-ECO' }).click();
      const drawer = page.getByRole('dialog');
      const refused = drawer.getByRole('switch', { name: 'Batteries: This line refuses it' });
      await expect.poll(() => refused.getAttribute('aria-checked')).toBe('true');
      await refused.click();

      // The battery's document starts as the destination's note, in the three languages. A text missing in one
      // language is refused beside the field, before anything is sent.
      const documents = drawer.getByLabel(/What it needs on this line/);
      await expect.poll(() => documents.nth(0).inputValue()).toMatch(/battery label/);
      await documents.nth(0).fill('Power banks up to 100 Wh, in their box.');
      await documents.nth(1).fill('');
      await drawer.getByRole('button', { name: 'Save' }).click();
      await drawer
        .getByText('Write this text in English, Simplified and Traditional Chinese, or leave all three empty.')
        .waitFor();
      await documents.nth(1).fill('充电宝不超过 100 Wh，须带原包装。');
      await documents.nth(2).fill('行動電源不超過 100 Wh，須附原包裝。');

      await drawer.getByLabel('A customer types').fill('power bank');
      await drawer.getByRole('button', { name: 'Preview' }).click();
      const row = drawer.getByRole('row').filter({ hasText: 'Australia → Taiwan Economy Air' });
      await row.waitFor();
      const [now = '', proposed = ''] = await Promise.all([
        row.getByRole('cell').nth(1).innerText(),
        row.getByRole('cell').nth(2).innerText(),
      ]);
      expect(now).toContain('Refuses it');
      expect(now).toContain('battery');
      expect(proposed).toContain('Carries it');
      expect(proposed).toContain('Power banks up to 100 Wh, in their box.');
      await screenshot(page, 'staff-goods-rules-preview');
      // Previewing saved nothing.
      expect(economy(await powerBank(server))?.accepts).toBe(false);

      await drawer.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Goods rules of line AU-TW-ECO saved').waitFor();
      expect(economy(await powerBank(server))?.accepts).toBe(true);
      const id = economy(await powerBank(server))?.id;
      const told = (await powerBank(server, 'tw')).lines.find((line) => line.id === id);
      expect(told?.accepts).toBe(true);
      expect(told?.documents).toContain('行動電源不超過 100 Wh，須附原包裝。');
      await expect
        .poll(() => page.getByRole('row').filter({ hasText: 'AU-TW-ECO' }).innerText())
        .not.toContain('Batteries');

      // The change is in the line's audit trail, with who made it.
      await page.getByRole('button', { name: 'Edit the goods rules of line AU-TW-ECO' }).click();
      const trail = page.getByRole('dialog').getByRole('row').filter({ hasText: 'line.goods' });
      await expect.poll(() => trail.innerText()).toContain(STAFF.email);
    } finally {
      await context.close();
    }
  });
});
