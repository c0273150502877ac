import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../src/db/schema/index.js';
import { createTestApp, MINUTE, registerCustomer, type TestApp } from './support/app.js';

const SIX_DIGITS = /\b\d{6}\b/;

interface ReceivedMail {
  to: string[];
  raw: string;
}

/** The text of a single-part message, decoded from its transfer encoding. */
function messageText(raw: string): string {
  const [headers = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const content = rest.join('\n\n');
  if (/content-transfer-encoding: base64/i.test(headers))
    return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding: quoted-printable/i.test(headers)) {
    const bytes = content
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return content;
}

/** A real SMTP server on a free local port that keeps what it receives. */
async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

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

  it('stars out the code of a delivered reset email, keeping only what the mail server received', async () => {
    const customer = await registerCustomer(t.app);
    await t.app.inject({ method: 'POST', url: '/auth/sendForgetPasswordEmail', payload: { email: customer.email } });
    const resetRow = async () =>
      (await t.app.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, customer.email))).find(
        (row) => row.secret !== null || row.body.includes('******'),
      );
    const queued = await resetRow();
    expect(queued?.secret).toMatch(/^\d{6}$/);
    expect(queued?.body).toContain(queued?.secret);

    await t.app.outbox.drain();
    const delivered = smtp.received.filter((message) => message.to.includes(customer.email));
    expect(delivered.some((message) => messageText(message.raw).includes(queued?.secret ?? 'none'))).toBe(true);
    const stored = await resetRow();
    expect(stored).toMatchObject({ status: 'sent', transport: 'smtp', secret: null });
    expect(stored?.body).not.toContain(queued?.secret);
    expect(stored?.body).not.toMatch(SIX_DIGITS);
    expect(stored?.body).toContain('******');
    expect(stored?.body).toBe(queued?.body.replace(queued?.secret ?? '', '******'));
  });

  it('keeps the code readable in the dev mailbox, which is where it is shown', async () => {
    const customer = await registerCustomer(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/sendMessage',
      payload: { phone_code: '61', phone: '412000222' },
      headers: customer.headers,
    });
    await t.app.outbox.drain();
    const [sms] = await t.app.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, '+61412000222'));
    expect(sms).toMatchObject({ status: 'sent', transport: 'dev-mailbox' });
    expect(sms?.body).toContain(sms?.secret);
    expect(sms?.body).toMatch(SIX_DIGITS);
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
