import type { Page } from 'playwright-core';
import type { ServerProcess } from './server.js';

export interface ApiCustomer {
  email: string;
  password: string;
  token: string;
  userInfo: Record<string, unknown>;
}

let counter = 0;

/** The code and the link (its route in the app) of the newest mail to an address in the dev mailbox: the confirmation. */
export async function confirmationSentTo(server: ServerProcess, address: string) {
  const response = await fetch(`${server.baseUrl}/dev/mailbox?to=${encodeURIComponent(address)}`);
  const mails = ((await response.json()) as { data: { body: string }[] }).data;
  const body = mails[0]?.body ?? '';
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  // The link's route in the app, whatever public address the mail gives it.
  const link = /#(\/pages\/login\/verification\?confirm=[0-9]+\.[0-9]+\.[0-9a-f]+&lang=\w+)/.exec(body)?.[1];
  if (!code || !link) throw new Error(`no confirmation was sent to ${address}`);
  return { code, link };
}

/**
 * Registers a customer through the real API. Like a customer who read the confirmation mail, they confirm their address
 * with its code (and the user info kept for the browser says so) unless `confirmEmail` is false.
 */
export async function registerThroughApi(
  server: ServerProcess,
  overrides: Record<string, unknown> = {},
  { confirmEmail = true }: { confirmEmail?: boolean } = {},
): Promise<ApiCustomer> {
  counter += 1;
  const email = `journey.${Date.now()}.${counter}@example.com`;
  const password = 'Parcel2026';
  const response = await fetch(`${server.baseUrl}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en' },
    body: JSON.stringify({
      first_name: 'Mei',
      last_name: 'Lin',
      email,
      password,
      confirm_password: password,
      store_id: 1,
      currency_id: 3,
      agree: true,
      ...overrides,
    }),
  });
  const body = (await response.json()) as { data: { access_token: string; user_info: Record<string, unknown> } };
  if (response.status !== 200) throw new Error(`registration failed: ${JSON.stringify(body)}`);
  const customer = { email, password, token: body.data.access_token, userInfo: body.data.user_info };
  if (!confirmEmail) return customer;
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${customer.token}`, lang: 'en' };
  const { code } = await confirmationSentTo(server, email);
  const confirmed = await fetch(`${server.baseUrl}/api/verifyEmail`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ code }),
  });
  if (confirmed.status !== 200) throw new Error(`email confirmation failed: ${await confirmed.text()}`);
  const user = (await (await fetch(`${server.baseUrl}/api/getUser`, { headers })).json()) as {
    data: Record<string, unknown>;
  };
  return { ...customer, userInfo: user.data };
}

/**
 * Opens the app as a returning customer: language chosen, logo seen, Home's guided tour taken (unless `firstVisit`),
 * session stored.
 */
export async function openAsCustomer(
  page: Page,
  server: ServerProcess,
  customer: ApiCustomer,
  path: string,
  language = 'en',
  options: { firstVisit?: boolean; waitUntil?: 'load' | 'commit' } = {},
) {
  // Storage is set on a page of the same origin that is not the app, so the app boots with it.
  await page.goto(`${server.baseUrl}/healthz`);
  await page.evaluate(
    ({ token, userInfo, lang, firstVisit }) => {
      localStorage.setItem('access_token', token);
      localStorage.setItem('user_info', JSON.stringify(userInfo));
      localStorage.setItem('lang', lang);
      localStorage.setItem('logo_seen', '1');
      if (firstVisit) localStorage.removeItem('tour_finish');
      else localStorage.setItem('tour_finish', '1');
    },
    { token: customer.token, userInfo: customer.userInfo, lang: language, firstVisit: options.firstVisit ?? false },
  );
  await page.goto(`${server.baseUrl}/#${path}`, { waitUntil: options.waitUntil ?? 'load' });
}

/**
 * Opens the app as a signed-out visitor who has been here before: language chosen, logo seen (a first visit is sent to
 * the logo page), no session.
 */
export async function openAsVisitor(page: Page, server: ServerProcess, path: string, language = 'en') {
  await page.goto(`${server.baseUrl}/healthz`);
  await page.evaluate((lang) => {
    localStorage.setItem('lang', lang);
    localStorage.setItem('logo_seen', '1');
  }, language);
  await page.goto(`${server.baseUrl}/#${path}`);
}

/**
 * The same visitor for a test that reloads the app or leaves it and comes back (a sign-in provider's pages): the
 * language and the logo seen are written before every page loads, the provider's included.
 */
export async function rememberVisitor(page: Page, language = 'en') {
  await page.addInitScript((lang) => {
    localStorage.setItem('lang', lang);
    localStorage.setItem('logo_seen', '1');
  }, language);
}

export async function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).sort());
}
