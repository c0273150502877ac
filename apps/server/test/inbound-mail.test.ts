import { randomUUID } from 'node:crypto';
import { type InboundMails, translate } from '@parcelway/domain';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboundMails } from '../src/db/schema/index.js';
import { InboundMailListener } from '../src/modules/inbound-mail/listener.js';
import {
  body,
  createTestApp,
  MINUTE,
  mailbox,
  registerCustomer,
  type TestApp,
  type TestCustomer,
} from './support/app.js';

const DOMAIN = 'in.parcelway.test';
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ config: { inboundMail: { host: '127.0.0.1', port: 0, domain: DOMAIN } } });
  port = (await t.app.inboundMail?.listen()) ?? 0;
});
afterAll(async () => {
  await t.app.close();
});

/** Sends raw message bytes over SMTP, as the customer's mail provider would; answers the server's final reply. */
async function deliver(
  raw: string,
  envelope: { from: string; to: string },
  toPort = port,
): Promise<{ accepted: boolean; response: string; code?: number }> {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: toPort, secure: false, ignoreTLS: true });
  try {
    const info = await transport.sendMail({ envelope, raw });
    return { accepted: true, response: info.response };
  } catch (error) {
    const failure = error as { response?: string; responseCode?: number };
    return { accepted: false, response: failure.response ?? String(error), code: failure.responseCode };
  } finally {
    transport.close();
  }
}

/** A Gmail-style inline forward of a shop's "shipped" e-mail. */
function forwardedOrder(from: string, messageId = `<${randomUUID()}@mail.example>`, lines?: string[]) {
  return [
    `From: Mei Lin <${from}>`,
    `To: inbound <${DOMAIN}>`,
    'Subject: Fwd: Your Amazon.com.au order has shipped',
    `Message-ID: ${messageId}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Please pre-alert these.',
    '',
    '---------- Forwarded message ---------',
    'From: Amazon.com.au <ship-confirm@amazon.com.au>',
    'Subject: Your Amazon.com.au order has shipped',
    '',
    ...(lines ?? [
      'Order #112-4567890-1234567, total AUD 129.95.',
      'Tracking number: 1Z999AA10123456784',
      'Second box: RR123456785CN, and a typo in RR123456784CN.',
      'Track it at https://track.example/ABC1234567',
    ]),
    '',
  ].join('\r\n');
}

const customerAddress = (customer: TestCustomer) => `${customer.id}@${DOMAIN}`;

async function preAlerts(customer: TestCustomer) {
  const response = await t.app.inject({ url: '/api/preParcelList?state=all', headers: customer.headers });
  return body<{ list: { tracking_number: string; remark: string }[] }>(response).data.list;
}

async function forwarded(customer: TestCustomer) {
  return body<InboundMails>(await t.app.inject({ url: '/api/inboundMails', headers: customer.headers })).data;
}

async function repliesTo(customer: TestCustomer) {
  await t.app.outbox.drain();
  const accountMail = (['mail.verifyEmail.subject', 'mail.welcome.subject'] as const).flatMap((key) =>
    (['en', 'cn', 'tw'] as const).map((language) => translate(language, key)),
  );
  return (await mailbox(t.app, customer.email)).filter((mail) => !accountMail.includes(mail.subject));
}

describe('pre-alerts from a forwarded order e-mail', () => {
  it('creates the pre-alerts once though the e-mail is delivered twice, and tells the customer what it read', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const raw = forwardedOrder(customer.email);
    const envelope = { from: customer.email, to: customerAddress(customer) };

    expect(await deliver(raw, envelope)).toMatchObject({ accepted: true, response: expect.stringContaining('Read') });
    expect(await deliver(raw, envelope)).toMatchObject({
      accepted: true,
      response: expect.stringContaining('Already'),
    });

    const list = await preAlerts(customer);
    expect(list.map((parcel) => parcel.tracking_number).sort()).toEqual(['1Z999AA10123456784', 'RR123456785CN']);
    expect(list[0]?.remark).toBe('From your forwarded order e-mail: Amazon.com.au');

    const inApp = await forwarded(customer);
    expect(inApp.address).toBe(customerAddress(customer));
    expect(inApp.list).toHaveLength(1);
    expect(inApp.list[0]).toMatchObject({
      shop: 'Amazon.com.au',
      subject: 'Your Amazon.com.au order has shipped',
      existing: [],
      unread: [
        { tracking_number: 'RR123456784CN', reason: 'check_digit' },
        { tracking_number: 'ABC1234567', reason: 'unconfirmed' },
      ],
    });
    expect(inApp.list[0]?.created.map((entry) => entry.tracking_number)).toEqual([
      '1Z999AA10123456784',
      'RR123456785CN',
    ]);

    const replies = await repliesTo(customer);
    expect(replies.map((mail) => mail.subject)).toEqual(['Your forwarded order e-mail: 2 pre-alerts added']);
    expect(replies[0]?.body).toContain('1Z999AA10123456784: Pre-alerted');
    expect(replies[0]?.body).toContain('RR123456784CN: Not added: its check digit does not match its carrier');
    expect(replies[0]?.body).toContain('/#/pages/personal/predeclare');
  });

  it('is read by one server when two receive the same message at once', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const second = await InboundMailListener.open(t.app.ctx, t.app.log);
    const secondPort = await second.listen();
    try {
      const raw = forwardedOrder(customer.email);
      const envelope = { from: customer.email, to: customerAddress(customer) };
      const answers = await Promise.all([deliver(raw, envelope), deliver(raw, envelope, secondPort)]);
      // One reads it; the other finds it read, or being read and asks its sender to try again later (451).
      const [read, other] = [...answers].sort((a) => (a.response.includes('250 Read') ? -1 : 1));
      expect(read?.response).toContain('250 Read');
      if (other?.accepted) expect(other.response).toContain('Already read');
      else {
        expect(other).toMatchObject({ code: 451 });
        expect((await deliver(raw, envelope, secondPort)).response).toContain('Already read');
      }
    } finally {
      await second.close();
    }
    expect(await preAlerts(customer)).toHaveLength(2);
    expect((await forwarded(customer)).list).toHaveLength(1);
    expect(await repliesTo(customer)).toHaveLength(1);
  });

  it('asks the sender to come back while another server reads the message, and takes it over if that server died', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const messageId = `<${randomUUID()}@mail.example>`;
    const now = t.clock.now();
    // Another server claimed it a moment ago and has not finished.
    await t.app.ctx.db.insert(inboundMails).values({
      customerId: customer.id,
      messageId,
      receivedAt: now,
      claimedUntil: new Date(now.getTime() + 10 * MINUTE),
    });
    const raw = forwardedOrder(customer.email, messageId);
    const envelope = { from: customer.email, to: customerAddress(customer) };
    expect(await deliver(raw, envelope)).toMatchObject({ accepted: false, code: 451 });
    expect(await preAlerts(customer)).toEqual([]);

    // It never finished: once its claim ran out, the sender's retry is read here.
    t.clock.advance(11 * MINUTE);
    expect((await deliver(raw, envelope)).response).toContain('250 Read');
    expect(await preAlerts(customer)).toHaveLength(2);
    expect(await repliesTo(customer)).toHaveLength(1);
  });

  it('refuses mail from an address that is not the customer’s own, and creates nothing', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const stranger = 'someone.else@example.com';
    const to = customerAddress(customer);

    // The envelope sender is a stranger's: refused at RCPT, whatever the From header says.
    const forgedEnvelope = await deliver(forwardedOrder(customer.email), { from: stranger, to });
    expect(forgedEnvelope).toMatchObject({ accepted: false, code: 550 });
    // The envelope is the customer's but the From header is not: refused at the end of DATA.
    const forgedHeader = await deliver(forwardedOrder(stranger), { from: customer.email, to });
    expect(forgedHeader).toMatchObject({ accepted: false, code: 550 });
    // A bounce (empty sender), a mailbox that is nobody's and another domain are refused alike.
    expect(await deliver(forwardedOrder(customer.email), { from: '', to })).toMatchObject({ code: 550 });
    expect(
      await deliver(forwardedOrder(customer.email), { from: customer.email, to: `999999999@${DOMAIN}` }),
    ).toMatchObject({ code: 550 });
    expect(
      await deliver(forwardedOrder(customer.email), { from: customer.email, to: `${customer.id}@elsewhere.test` }),
    ).toMatchObject({ code: 550 });

    expect(await preAlerts(customer)).toEqual([]);
    expect((await forwarded(customer)).list).toEqual([]);
    expect(await repliesTo(customer)).toEqual([]);
  });

  it('reads a message forwarded as an attachment (HTML only), keeps numbers already pre-alerted, answers in Chinese', async () => {
    const customer = await registerCustomer(t.app, {}, 'cn');
    const existing = await t.app.inject({
      method: 'POST',
      url: '/api/insertPreParcel',
      headers: customer.headers,
      payload: { tracking_number: '1Z999AA10123456784' },
    });
    expect(existing.statusCode).toBe(200);
    const raw = [
      `From: <${customer.email.toUpperCase()}>`,
      `To: <${customerAddress(customer)}>`,
      'Subject: =?UTF-8?B?6L2s5Y+R77ya5oKo55qE6K6i5Y2V5bey5Y+R6LSn?=',
      `Message-ID: <${randomUUID()}@mail.example>`,
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="outer"',
      '',
      '--outer',
      'Content-Type: text/plain; charset=utf-8',
      '',
      '见附件',
      '--outer',
      'Content-Type: message/rfc822',
      'Content-Disposition: attachment; filename="order.eml"',
      '',
      'From: "淘宝网" <service@taobao.com>',
      'Subject: 您的订单已发货',
      'MIME-Version: 1.0',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from(
        '<html><body><p>快递单号：<b>986578788855</b></p><p>UPS：1Z999AA10123456784</p></body></html>',
      ).toString('base64'),
      '--outer--',
      '',
    ].join('\r\n');

    const answer = await deliver(raw, { from: customer.email, to: customerAddress(customer) });
    expect(answer.accepted).toBe(true);

    const [mail] = (await forwarded(customer)).list;
    expect(mail?.shop).toBe('淘宝网');
    expect(mail?.created.map((entry) => entry.tracking_number)).toEqual(['986578788855']);
    expect(mail?.existing).toEqual([{ tracking_number: '1Z999AA10123456784', parcel_id: body(existing).data.id }]);
    const [reply] = await repliesTo(customer);
    expect(reply?.subject).toBe(translate('cn', 'inboundMail.subject', { count: 1 }));
    expect(reply?.body).toContain(`1Z999AA10123456784: ${translate('cn', 'inboundMail.existing')}`);
  });

  it('says so when the e-mail names no tracking number', async () => {
    const customer = await registerCustomer(t.app, {}, 'tw');
    const raw = forwardedOrder(customer.email, undefined, ['Thank you for your order #112-4567890-1234567.']);
    expect((await deliver(raw, { from: customer.email, to: customerAddress(customer) })).accepted).toBe(true);
    const [reply] = await repliesTo(customer);
    expect(reply?.subject).toBe(translate('tw', 'inboundMail.subjectNone'));
    expect(reply?.body).toContain(translate('tw', 'inboundMail.nothingFound'));
    expect(await preAlerts(customer)).toEqual([]);
  });
});
