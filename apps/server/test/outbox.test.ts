import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../src/db/schema/index.js';
import { createTestApp, MINUTE, registerCustomer, type TestApp } from './support/app.js';
import { messageText, startSmtpServer } from './support/smtp.js';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` } });
});
afterAll(async () => {
  await t.app.close();
  await smtp.close();
});

describe('outbox delivery', () => {
  it('delivers the welcome email through a real SMTP server and marks it sent', async () => {
    const customer = await registerCustomer(t.app);
    expect(await t.app.outbox.drain()).toBeGreaterThanOrEqual(1);
    const mail = smtp.received.find((message) => message.to.includes(customer.email));
    expect(messageText(mail?.raw ?? '')).toContain(`客户编号是 ${customer.id}`);
    const [row] = await t.app.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, customer.email));
    expect(row).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 0 });
  });

  it('keeps SMS in the dev mailbox stand-in', async () => {
    const customer = await registerCustomer(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/sendMessage',
      payload: { phone_code: '61', phone: '412000111' },
      headers: customer.headers,
    });
    await t.app.outbox.drain();
    const [sms] = await t.app.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, '+61412000111'));
    expect(sms).toMatchObject({ channel: 'sms', status: 'sent', transport: 'dev-mailbox' });
  });

  it('retries later when the mail server cannot be reached, and gives up after 6 tries', async () => {
    const failing = await createTestApp({ config: { smtpUrl: 'smtp://127.0.0.1:1?ignoreTLS=true' } });
    try {
      const customer = await registerCustomer(failing.app);
      const messageRow = async () =>
        (await failing.app.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, customer.email)))[0];
      await failing.app.outbox.drain();
      expect(await messageRow()).toMatchObject({ status: 'pending', attempts: 1 });
      expect((await messageRow())?.lastError).toBeTruthy();
      await failing.app.outbox.drain();
      expect((await messageRow())?.attempts).toBe(1);
      for (let attempt = 2; attempt <= 6; attempt += 1) {
        failing.clock.advance(60 * MINUTE);
        await failing.app.outbox.drain();
      }
      expect(await messageRow()).toMatchObject({ status: 'failed', attempts: 6 });
    } finally {
      await failing.app.close();
    }
  });
});
