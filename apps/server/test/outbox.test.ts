import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxMessages } from '../src/db/schema/index.js';
import type { OutboxMessage } from '../src/modules/outbox/queries.js';
import { forgetMessagesOf } from '../src/modules/outbox/service.js';
import { SMTP_TIMEOUTS, smtpTransport, type Transport } from '../src/modules/outbox/transports.js';
import { OutboxWorker } from '../src/modules/outbox/worker.js';
import { createTestApp, MINUTE, registerCustomer, type TestApp } from './support/app.js';
import { parseMail, startSilentServer, startSmtpServer } from './support/smtp.js';

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
    const parsed = parseMail(mail?.raw ?? '');
    expect(parsed.text).toContain(`客户编号是 ${customer.id}`);
    expect(parsed.html).toContain(`客户编号是 ${customer.id}`);
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

/** The message to an address that is not held: the only one for a customer who has not confirmed their address. */
const deliverable = (recipient: string) =>
  and(eq(outboxMessages.recipient, recipient), ne(outboxMessages.status, 'held'));
const messageTo = async (test: TestApp, recipient: string) =>
  (await test.app.ctx.db.select().from(outboxMessages).where(deliverable(recipient)))[0];
/** A new customer with one message to send: the address confirmation (their welcome waits for it). */
const withOneMessage = (test: TestApp) => registerCustomer(test.app, {}, undefined, { confirmEmail: false });

describe('no transaction while a message is on its way', () => {
  it('keeps the database free while a mail server never answers: other requests and connections carry on', async () => {
    const silent = await startSilentServer();
    const stuck = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${silent.port}?ignoreTLS=true` } });
    try {
      const customer = await withOneMessage(stuck);
      let drained = false;
      const draining = stuck.app.outbox.drain().finally(() => {
        drained = true;
      });
      await silent.connected;

      // Another request writes and reads the database while the confirmation waits for the server.
      const other = await registerCustomer(stuck.app);
      expect(await messageTo(stuck, other.email)).toMatchObject({ status: 'pending', claimedUntil: null });
      // Nothing holds the claimed message's row: it is locked at once (NOWAIT fails on a lock held elsewhere).
      const [claimed] = await stuck.app.ctx.db.transaction((tx) =>
        tx.select().from(outboxMessages).where(deliverable(customer.email)).for('update', { noWait: true }),
      );
      expect(claimed).toMatchObject({ status: 'pending', attempts: 0 });
      expect(claimed?.claimedUntil).toBeInstanceOf(Date);
      expect(drained).toBe(false);

      // The dead server goes away: the try is recorded and the message waits for the next one.
      await silent.close();
      expect(await draining).toBe(1);
      const after = await messageTo(stuck, customer.email);
      expect(after).toMatchObject({ status: 'pending', attempts: 1, claimedUntil: null });
      expect(after?.lastError).toBeTruthy();
    } finally {
      await stuck.app.close();
      await silent.close();
    }
  });

  it('gives up on a server that never greets once the greeting timeout has passed', async () => {
    const silent = await startSilentServer();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const transport = smtpTransport(`smtp://127.0.0.1:${silent.port}?ignoreTLS=true`, 'noreply@parcelway.test');
      let outcome: string | undefined;
      const sending = transport.send(sampleMessage('dead-server@parcelway.test')).then(
        () => {
          outcome = 'sent';
        },
        (error: Error) => {
          outcome = error.message;
        },
      );
      await silent.connected;
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(SMTP_TIMEOUTS.greetingTimeout - 1);
      expect(outcome).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      await sending;
      expect(outcome).toMatch(/greeting/i);
    } finally {
      vi.useRealTimers();
      await silent.close();
    }
  });
});

/** A transport that holds each message until the test lets it go (or fails it). */
function heldTransport(name: string) {
  const held: { message: OutboxMessage; release: (error?: Error) => void }[] = [];
  let arrive: (message: OutboxMessage) => void = () => {};
  const arrived = new Promise<OutboxMessage>((resolve) => {
    arrive = resolve;
  });
  const transport: Transport = {
    name,
    send: (message) =>
      new Promise<void>((resolve, reject) => {
        held.push({ message, release: (error) => (error ? reject(error) : resolve()) });
        arrive(message);
      }),
  };
  const releaseAll = (error?: Error) => {
    for (const entry of held) entry.release(error);
  };
  return { transport, arrived, releaseAll };
}

/** A transport that sends at once and keeps the recipients. */
function recordingTransport(name: string) {
  const sentTo: string[] = [];
  const transport: Transport = {
    name,
    async send(message) {
      sentTo.push(message.recipient);
    },
  };
  return { transport, sentTo };
}

function sampleMessage(recipient: string): OutboxMessage {
  const now = new Date();
  return {
    id: 0,
    channel: 'email',
    recipient,
    subject: 'Hello',
    body: 'Hello',
    html: null,
    headers: null,
    kind: null,
    secrets: null,
    status: 'pending',
    attempts: 0,
    lastError: null,
    transport: null,
    customerId: null,
    availableAt: now,
    claimedUntil: null,
    sentAt: null,
    createdAt: now,
  };
}

describe('claims', () => {
  const workerOn = (test: TestApp, transport: Transport) =>
    new OutboxWorker({
      db: test.app.ctx.db,
      clock: test.clock.now,
      log: test.app.log,
      transports: { email: transport, sms: transport, push: transport },
    });

  it('lets two workers never send the same message: the second skips what the first has claimed', async () => {
    const test = await createTestApp();
    try {
      const customer = await withOneMessage(test);
      const first = heldTransport('first');
      const second = recordingTransport('second');
      const firstDrain = workerOn(test, first.transport).drain();
      expect((await first.arrived).recipient).toBe(customer.email);

      expect(await workerOn(test, second.transport).drain()).toBe(0);
      first.releaseAll();
      expect(await firstDrain).toBe(1);
      expect(await workerOn(test, second.transport).drain()).toBe(0);
      expect(second.sentTo).toEqual([]);
      expect(await messageTo(test, customer.email)).toMatchObject({
        status: 'sent',
        transport: 'first',
        claimedUntil: null,
      });
    } finally {
      await test.app.close();
    }
  });

  it('sends a message whose worker died once its claim has run out, and ignores that worker if it wakes', async () => {
    const test = await createTestApp();
    try {
      const customer = await withOneMessage(test);
      const dead = heldTransport('dead');
      const next = recordingTransport('next');
      const deadDrain = workerOn(test, dead.transport).drain();
      await dead.arrived;

      test.clock.advance(9 * MINUTE);
      expect(await workerOn(test, next.transport).drain()).toBe(0);
      test.clock.advance(2 * MINUTE);
      expect(await workerOn(test, next.transport).drain()).toBe(1);
      expect(next.sentTo).toEqual([customer.email]);

      dead.releaseAll(new Error('connection reset'));
      await deadDrain;
      expect(await messageTo(test, customer.email)).toMatchObject({ status: 'sent', transport: 'next', attempts: 0 });
    } finally {
      await test.app.close();
    }
  });

  it('leaves a message given up while it was being sent given up', async () => {
    const test = await createTestApp();
    try {
      const customer = await withOneMessage(test);
      const held = heldTransport('held');
      const draining = workerOn(test, held.transport).drain();
      await held.arrived;
      await forgetMessagesOf(test.app.ctx.db, customer.id, [customer.email]);
      held.releaseAll(new Error('mailbox full'));
      await draining;
      const [row] = await test.app.ctx.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.customerId, customer.id));
      expect(row).toMatchObject({ status: 'failed', recipient: 'redacted', lastError: 'account closed' });
    } finally {
      await test.app.close();
    }
  });
});
