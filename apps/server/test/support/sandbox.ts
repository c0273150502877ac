import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Follows the sandbox from our pay link: checkout redirect, hosted page, then the Pay or Fail button. */
export async function followSandbox(app: FastifyInstance, payUrl: string, outcome: 'pay' | 'fail') {
  const toCheckout = await app.inject({ url: payUrl });
  expect(toCheckout.statusCode).toBe(303);
  const page = String(toCheckout.headers.location);
  expect(page).toMatch(/^\/sandbox\/pay\/sbx_[0-9a-f]{24}$/);
  const html = await app.inject({ url: page });
  expect(html.headers['content-type']).toContain('text/html');
  const done = await app.inject({
    method: 'POST',
    url: page,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
  expect(done.statusCode).toBe(303);
  return { page, html: html.body, returnTo: String(done.headers.location) };
}
