import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../../apps/web/src/app/routes.js';
import { parcelInStock } from './support/api.js';
import { launchBrowser, openPhonePage } from './support/browser.js';
import { STAFF_ENV } from './support/ops.js';
import { ServerProcess } from './support/server.js';
import { type ApiCustomer, openAsCustomer, registerThroughApi } from './support/session.js';
import { packedWaybill } from './support/waybills.js';

/**
 * Every screen at 390 px, signed in with data (a parcel in stock, a packed waybill waiting for payment): nothing wider
 * than the screen (issue 25 item 7), in English and in Traditional Chinese (the longest texts are English, the CJK
 * fonts differ), and no serious or critical accessibility problem by axe on any of them (item 8).
 */

const SCREENS = APP_ROUTES.filter((route) => route.access !== 'skip' && route.path !== '/pages/index/logo');

/**
 * The screens in groups, each group one test with its own timeout: one test for all ~100 screens ran past ten minutes
 * on a loaded CI machine, and a group that fails names fewer screens to look at.
 */
const GROUP_SIZE = 20;
const GROUPS = Array.from({ length: Math.ceil(SCREENS.length / GROUP_SIZE) }, (_, index) =>
  SCREENS.slice(index * GROUP_SIZE, (index + 1) * GROUP_SIZE),
);

/** Screens that leave the app or need a flow begun elsewhere are opened with the ids they read. */
function addressOf(path: string, ids: { parcel: number; waybill: number }): string {
  const [, , group] = path.split('/');
  if (group === 'parcel') return `${path}?id=${ids.parcel}`;
  if (group === 'waybill') return `${path}?id=${ids.waybill}&waybillId=${ids.waybill}`;
  if (path === '/pages/submit/parcel') return `${path}?parcels=${ids.parcel}`;
  return path;
}

/** Elements reaching past the right edge of the screen (a horizontal scroll a customer would feel). */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) found.push(`page ${document.documentElement.scrollWidth}px`);
    for (const element of document.querySelectorAll<HTMLElement>('.app-screen *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      // Inside something that scrolls sideways on purpose (tabs, carousels) it is not an overflow.
      let clipped = false;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' && parent.getBoundingClientRect().right <= width + 1) {
          clipped = true;
          break;
        }
      }
      if (clipped) continue;
      const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
      found.push(`${name} right=${Math.round(box.right)} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
    }
    return found.slice(0, 5);
  });
}

/**
 * axe's serious and critical findings inside the screen. axe is put into the page once and run there: the screens
 * change by their hash, so the page (and axe in it) stays. @axe-core/playwright put axe's half megabyte of script
 * into the page on every run and finished each run in a new blank tab, which cost more than the checks.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const result = await page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run({ include: ['.app-screen'] }, options),
    { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] } } satisfies axe.RunOptions,
  );
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

describe('every screen on a 390-px phone', () => {
  let server: ServerProcess;
  let browser: Browser;
  let customer: ApiCustomer;
  const ids = { parcel: 0, waybill: 0 };

  beforeAll(async () => {
    server = await ServerProcess.start({ env: STAFF_ENV });
    browser = await launchBrowser();
    customer = await registerThroughApi(server);
    ids.waybill = (await packedWaybill(server, customer, `SCR${Date.now()}1`)).id;
    ids.parcel = await parcelInStock(server, customer, `SCR${Date.now()}2`);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  for (const language of ['en', 'tw'] as const) {
    for (const [index, screens] of GROUPS.entries()) {
      const from = index * GROUP_SIZE + 1;
      const to = from + screens.length - 1;
      const what = language === 'en' ? 'fits the screen and passes axe' : 'fits the screen';
      it(`${what} (${language}, screens ${from}-${to} of ${SCREENS.length})`, { timeout: 300_000 }, async () => {
        const { context, page } = await openPhonePage(browser);
        const problems: string[] = [];
        try {
          await openAsCustomer(page, server, customer, '/pages/index/index', language);
          await page.locator('.app-nav-title').waitFor();
          for (const route of screens) {
            await page.goto(`${server.baseUrl}/#${addressOf(route.path, ids)}`);
            await page.locator('.app-nav-title').waitFor();
            // Let the page's data arrive (skeletons gone) before measuring.
            await page
              .waitForFunction(() => !document.querySelector('.adm-skeleton, .page-loading'), undefined, {
                timeout: 5_000,
              })
              .catch(() => undefined);
            for (const overflow of await overflowing(page)) problems.push(`${route.path} overflow: ${overflow}`);
            // axe once per screen (English: the longest texts); the layout is measured in both languages.
            if (language === 'en') {
              let violations = await seriousViolations(page);
              // A toast or a button's transition can be caught mid-fade (CI once saw a default button's text at
              // half opacity): what is still there a second later is a real violation.
              if (violations.length > 0) {
                await page.waitForTimeout(1_000);
                violations = await seriousViolations(page);
              }
              for (const violation of violations) problems.push(`${route.path} axe ${violation}`);
            }
          }
        } finally {
          await context.close();
        }
        expect(problems).toEqual([]);
      });
    }
  }
});
