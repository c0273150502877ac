import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, outboxMessages, socialAccounts } from '../src/db/schema/index.js';
import { purgeStaleHeldMail } from '../src/modules/outbox/held-purge.js';
import { MIGRATIONS_FOLDER } from '../src/paths.js';
import {
  body,
  createTestApp,
  DAY,
  MINUTE,
  registerCustomer,
  STAFF_CREDENTIALS,
  staffHeaders,
  type TestApp,
  type TestCustomer,
} from './support/app.js';
import { type ParsedMail, parseMail, startSmtpServer } from './support/smtp.js';
import { waybillFixtures } from './support/waybills.js';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let staff: { authorization: string };
const fixtures = waybillFixtures(() => ({ t, staff }));

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    config: { staff: STAFF_CREDENTIALS, smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` },
  });
  staff = await staffHeaders(t.app);
});
afterAll(async () => {
  await t.app.close();
  await smtp.close();
});

/** Every mail the SMTP server received for an address so far (after the outbox is drained), oldest first. */
async function mailsTo(address: string): Promise<ParsedMail[]> {
  await t.app.outbox.drain();
  return smtp.received.filter((mail) => mail.to.includes(address)).map((mail) => parseMail(mail.raw));
}

const subjectsTo = async (address: string) => (await mailsTo(address)).map((mail) => mail.subject);

/** The code and the link token of a confirmation mail. */
function proofIn(mail: ParsedMail | undefined) {
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  const token = /verification\?confirm=([0-9]+\.[0-9]+\.[0-9a-f]{64})/.exec(mail?.text ?? '')?.[1];
  if (!code || !token) throw new Error(`no code or link in: ${mail?.text}`);
  return { code, token };
}

async function newestProof(address: string) {
  return proofIn((await mailsTo(address)).at(-1));
}

const unconfirmed = (language: 'en' | 'cn' | 'tw' = 'en', overrides: Record<string, unknown> = {}) =>
  registerCustomer(t.app, overrides, language, { confirmEmail: false });

const verifyCode = (customer: TestCustomer, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/verifyEmail',
    headers: { ...customer.headers, lang: 'en' },
    payload: { code },
  });
const openLink = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/verifyEmailLink',
    headers: { ...headers, lang: 'en' },
    payload: { token },
  });
const resend = (customer: TestCustomer) =>
  t.app.inject({ method: 'POST', url: '/api/resendVerifyEmail', headers: { ...customer.headers, lang: 'en' } });
const changeEmail = (customer: TestCustomer, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/updateEmail', headers: { ...customer.headers, lang: 'en' }, payload });

async function logIn(email: string, password: string) {
  const response = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });
  return { authorization: `Bearer ${body<{ access_token: string }>(response).data.access_token}` };
}

async function userInfo(customer: TestCustomer) {
  const response = await t.app.inject({ url: '/api/getUser', headers: customer.headers });
  return body<{ email: string; email_verified: boolean; email_to_confirm: string | null }>(response).data;
}

const freshAddress = (domain = 'example.com') =>
  `mei.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@${domain}`;

describe('sign-up: the address gets its confirmation and nothing else until it is confirmed', () => {
  it('sends exactly one mail, the confirmation in the customer’s language; the welcome and a parcel’s arrival wait, then follow', async () => {
    const customer = await unconfirmed('tw');
    expect(await userInfo(customer)).toMatchObject({ email_verified: false, email_to_confirm: customer.email });

    const [confirmation, ...others] = await mailsTo(customer.email);
    expect(others).toEqual([]);
    expect(confirmation?.subject).toBe('請確認您在 Parcelway 的電子郵件地址');
    expect(confirmation?.text).toContain(`請確認 ${customer.email} 是您的電子郵件地址`);
    expect(confirmation?.html).toMatch(/^<!doctype html><html lang="zh-TW">/);
    expect(confirmation?.html).toContain('/#/pages/login/verification?confirm=');
    // The link opens the app in the mail's language, even on a device where it never ran.
    expect(confirmation?.text).toMatch(/verification\?confirm=[\d.a-f]+&lang=tw\b/);
    const { code } = proofIn(confirmation);

    // The account works meanwhile: a pre-alerted parcel is checked in, and its arrival mail is held, not sent.
    await fixtures.inStock(customer, 1);
    t.clock.advance(MINUTE);
    expect(await subjectsTo(customer.email)).toHaveLength(1);
    const held = await t.app.ctx.db
      .select({ kind: outboxMessages.kind, status: outboxMessages.status })
      .from(outboxMessages)
      .where(eq(outboxMessages.customerId, customer.id))
      .orderBy(outboxMessages.id);
    expect(held.filter((row) => row.status === 'held').map((row) => row.kind)).toEqual(['welcome', 'parcel_arrived']);

    const confirmed = await verifyCode(customer, code);
    expect(body(confirmed).data).toEqual({ email: customer.email, status: 'confirmed' });
    expect(await userInfo(customer)).toMatchObject({ email_verified: true, email_to_confirm: null });
    expect(await subjectsTo(customer.email)).toEqual([
      '請確認您在 Parcelway 的電子郵件地址',
      '歡迎使用 Parcelway',
      expect.stringMatching(/^包裹 WB\d+ 已到達倉庫$/),
    ]);
  });

  it('gives up mails held for more than seven days when the address is confirmed late', async () => {
    const signedUp = await unconfirmed();
    const { code } = await newestProof(signedUp.email);
    t.clock.advance(8 * DAY);
    // Sessions ran out meanwhile: both sign in again.
    staff = await staffHeaders(t.app);
    const customer = { ...signedUp, headers: await logIn(signedUp.email, signedUp.password) };
    await fixtures.inStock(customer, 1);
    // The first code has expired by now: a new one is asked for.
    expect(body(await verifyCode(customer, code)).errors).toEqual({
      code: 'The verification code has expired. Please request a new one.',
    });
    await resend(customer);
    expect(body(await verifyCode(customer, (await newestProof(customer.email)).code)).data.status).toBe('confirmed');
    const subjects = await subjectsTo(customer.email);
    expect(subjects).not.toContain('Welcome to Parcelway');
    expect(subjects.at(-1)).toMatch(/^Parcel WB\d+ arrived at our warehouse$/);
  });

  it('the scheduled purge gives up and blanks mail held more than seven days, whether or not the address is confirmed', async () => {
    const stale = await unconfirmed();
    t.clock.advance(8 * DAY);
    const recent = await unconfirmed();
    const heldOf = (customerId: number) =>
      t.app.ctx.db
        .select({ status: outboxMessages.status, body: outboxMessages.body })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.customerId, customerId), eq(outboxMessages.kind, 'welcome')));
    expect(await purgeStaleHeldMail(t.app.ctx)).toBeGreaterThanOrEqual(1);
    expect(await heldOf(stale.id)).toEqual([{ status: 'failed', body: '' }]);
    expect((await heldOf(recent.id)).map((row) => row.status)).toEqual(['held']);
    // Eight days on, the staff session of this file has ended: the next tests need a fresh one.
    staff = await staffHeaders(t.app);
  });

  it('counts wrong codes and burns the code after five; a resend (not before a minute) brings a working one', async () => {
    const customer = await unconfirmed();
    const { code } = await newestProof(customer.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(body(await verifyCode(customer, wrong)).errors).toEqual({ code: 'The verification code is incorrect.' });
    }
    expect(body(await verifyCode(customer, wrong)).errors).toEqual({
      code: 'Too many wrong codes. Please request a new one.',
    });
    const burnt = await verifyCode(customer, code);
    expect(burnt.statusCode).toBe(400);
    expect(body(burnt).errors).toEqual({ code: 'Too many wrong codes. Please request a new one.' });

    t.clock.advance(30_000);
    expect((await resend(customer)).statusCode).toBe(429);
    t.clock.advance(31_000);
    const again = await resend(customer);
    expect(body(again).data).toEqual({ sent_to: customer.email });
    expect(body(await verifyCode(customer, (await newestProof(customer.email)).code)).data.status).toBe('confirmed');
    expect((await userInfo(customer)).email_verified).toBe(true);
  });

  it('refuses another customer’s code, which stays good for its owner', async () => {
    const owner = await unconfirmed();
    const other = await unconfirmed();
    const { code } = await newestProof(owner.email);
    expect(body(await verifyCode(other, code)).errors).toEqual({ code: 'The verification code is incorrect.' });
    expect((await userInfo(other)).email_verified).toBe(false);
    expect(body(await verifyCode(owner, code)).data.status).toBe('confirmed');
  });
});

describe('the link in the confirmation mail', () => {
  it('confirms on the device that signed up, once; opening it again changes nothing and sends nothing', async () => {
    const customer = await unconfirmed();
    const { token, code } = await newestProof(customer.email);

    expect(body(await openLink(token, customer.headers)).data).toEqual({ email: customer.email, status: 'confirmed' });
    expect((await userInfo(customer)).email_verified).toBe(true);
    const afterFirst = await subjectsTo(customer.email);
    expect(afterFirst).toEqual(['Confirm your e-mail address for Parcelway', 'Welcome to Parcelway']);

    const replay = await openLink(token);
    expect(replay.statusCode).toBe(200);
    expect(body(replay).data).toEqual({ email: customer.email, status: 'already_confirmed' });
    expect(body(await verifyCode(customer, code)).data.status).toBe('already_confirmed');
    expect(await subjectsTo(customer.email)).toEqual(afterFirst);
  });

  it('acts once when opened twice at the same moment', async () => {
    const customer = await unconfirmed();
    const { token } = await newestProof(customer.email);
    const answers = await Promise.all([openLink(token), openLink(token)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => body<{ status: string }>(answer).data.status).sort()).toEqual([
      'already_confirmed',
      'confirmed',
    ]);
    expect(await subjectsTo(customer.email)).toEqual([
      'Confirm your e-mail address for Parcelway',
      'Welcome to Parcelway',
    ]);
  });

  it('refuses a tampered link, another customer’s, and one replaced by a newer mail', async () => {
    const customer = await unconfirmed();
    const { token } = await newestProof(customer.email);
    const [id, codeId, mac] = token.split('.');
    const tampered = await openLink(`${Number(id) + 1}.${codeId}.${mac}`);
    expect(tampered.statusCode).toBe(404);
    expect(body(tampered).msg).toBe('This confirmation link is not valid. Please open the app and ask for a new code.');
    expect((await openLink(`${id}.${codeId}.${'0'.repeat(64)}`)).statusCode).toBe(404);

    t.clock.advance(MINUTE + 1000);
    await resend(customer);
    const replaced = await openLink(token);
    expect(replaced.statusCode).toBe(422);
    expect((await userInfo(customer)).email_verified).toBe(false);
    expect(body(await openLink((await newestProof(customer.email)).token)).data.status).toBe('confirmed');
  });
});

describe('correcting or changing the address', () => {
  it('a mistyped address is replaced at once: the new one gets the confirmation and the held mails, the old one nothing more', async () => {
    const typo = freshAddress('gmial.com');
    const customer = await unconfirmed('en', { email: typo });
    const old = await newestProof(typo);
    const right = freshAddress();

    expect(body(await changeEmail(customer, { email: right, password: 'Wrong2026x' })).errors).toEqual({
      password: 'The current password is incorrect.',
    });
    expect(body(await changeEmail(customer, { email: right, password: customer.password })).data).toEqual({
      sent_to: right,
    });
    expect(await userInfo(customer)).toMatchObject({ email: right, email_verified: false, email_to_confirm: right });
    expect(body(await verifyCode(customer, old.code)).errors).toEqual({ code: 'The verification code is incorrect.' });
    expect((await openLink(old.token)).statusCode).toBe(422);

    expect(body(await verifyCode(customer, (await newestProof(right)).code)).data.status).toBe('confirmed');
    expect(await subjectsTo(typo)).toEqual(['Confirm your e-mail address for Parcelway']);
    expect(await subjectsTo(right)).toEqual(['Confirm your e-mail address for Parcelway', 'Welcome to Parcelway']);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: right, password: customer.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('a confirmed address stays in use until the new one is confirmed; then the old one is told', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const next = freshAddress();
    const taken = await registerCustomer(t.app);
    expect((await changeEmail(customer, { email: taken.email, password: customer.password })).statusCode).toBe(409);
    await changeEmail(customer, { email: next, password: customer.password });
    expect(await userInfo(customer)).toMatchObject({
      email: customer.email,
      email_verified: true,
      email_to_confirm: next,
    });

    // Mail meanwhile still goes to the confirmed address.
    await fixtures.inStock(customer, 1);
    expect((await subjectsTo(customer.email)).at(-1)).toMatch(/^Parcel WB\d+ arrived at our warehouse$/);
    expect(await subjectsTo(next)).toEqual(['Confirm your e-mail address for Parcelway']);

    expect(body(await openLink((await newestProof(next)).token)).data).toEqual({ email: next, status: 'confirmed' });
    expect(await userInfo(customer)).toMatchObject({ email: next, email_verified: true, email_to_confirm: null });
    const toOld = await mailsTo(customer.email);
    expect(toOld.at(-1)?.subject).toBe('Your Parcelway e-mail address was changed');
    expect(toOld.at(-1)?.text).toContain(next);
  });
});

describe('an account without a password (social sign-in only) changing its address', () => {
  it('first proves the current address with a code sent to it; the session alone moves nothing', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    await t.app.ctx.db.update(customers).set({ passwordHash: null }).where(eq(customers.id, customer.id));
    const next = freshAddress();

    const bare = await changeEmail(customer, { email: next });
    expect(bare.statusCode).toBe(400);
    expect(body(bare).errors).toEqual({ code: 'Enter the code we sent to your current e-mail address.' });
    expect(await userInfo(customer)).toMatchObject({ email: customer.email, email_to_confirm: null });

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/sendChangeEmailCode',
      headers: { ...customer.headers, lang: 'en' },
    });
    expect(body(sent).data).toEqual({ sent_to: customer.email });
    const mail = (await mailsTo(customer.email)).at(-1);
    expect(mail?.subject).toBe('Your Parcelway code to change your e-mail address');
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
    const wrong = code === '111111' ? '222222' : '111111';
    expect(body(await changeEmail(customer, { email: next, code: wrong })).errors).toEqual({
      code: 'The verification code is incorrect.',
    });
    expect(body(await changeEmail(customer, { email: next, code })).data).toEqual({ sent_to: next });
    expect(await userInfo(customer)).toMatchObject({ email: customer.email, email_to_confirm: next });
  });
});

describe('other ways an address is proved', () => {
  it('a password reset by e-mail reaches an unconfirmed address, and confirms it', async () => {
    const customer = await unconfirmed();
    t.clock.advance(MINUTE);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/auth/sendForgetPasswordEmail',
      payload: { email: customer.email },
    });
    expect(sent.statusCode).toBe(200);
    const reset = (await mailsTo(customer.email)).at(-1);
    expect(reset?.subject).toBe('Your Parcelway password reset code');
    const code = /\b(\d{6})\b/.exec(reset?.text ?? '')?.[1] ?? '';
    const done = await t.app.inject({
      method: 'POST',
      url: '/auth/forgetPasswordByEmail',
      payload: { email: customer.email, code, password: 'NewParcel9', confirm_password: 'NewParcel9' },
    });
    expect(done.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: customer.email, password: 'NewParcel9' },
    });
    expect(body<{ user_info: { email_verified: boolean } }>(login).data.user_info.email_verified).toBe(true);
    expect((await subjectsTo(customer.email)).at(-1)).toBe('Welcome to Parcelway');
  });

  it('accounts from before confirmation existed count as confirmed (migration 0035)', async () => {
    const customer = await unconfirmed();
    const backfill = readFileSync(join(MIGRATIONS_FOLDER, '0035_email_verified_backfill.sql'), 'utf8');
    await t.app.ctx.db.execute(sql.raw(backfill));
    const [row] = await t.app.ctx.db
      .select({ verifiedAt: customers.emailVerifiedAt })
      .from(customers)
      .where(eq(customers.id, customer.id));
    expect(row?.verifiedAt).toBeInstanceOf(Date);
    expect(await userInfo(customer)).toMatchObject({ email_verified: true, email_to_confirm: null });
    expect(body(await resend(customer)).msg).toBe('Your e-mail address is already confirmed.');
  });
});

describe('someone who signed up with another person’s address loses the account when its owner proves it', () => {
  /** An attacker signs up with the victim's address (unconfirmed), signs in on a second device and binds a phone. */
  async function attackerWithVictimAddress() {
    const attacker = await unconfirmed();
    const secondDevice = await logIn(attacker.email, attacker.password);
    const now = t.clock.now();
    await t.app.ctx.db
      .update(customers)
      .set({ phoneCode: '61', phone: `4${String(attacker.id).padStart(8, '0')}`, phoneVerifiedAt: now })
      .where(eq(customers.id, attacker.id));
    await t.app.ctx.db.insert(socialAccounts).values({
      customerId: attacker.id,
      provider: 'google',
      subject: `attacker-${attacker.id}`,
      email: attacker.email,
    });
    return { attacker, secondDevice };
  }

  const getUser = (headers: Record<string, string>) => t.app.inject({ url: '/api/getUser', headers });
  const passwordLogin = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });
  async function accessRoutes(customerId: number) {
    const [row] = await t.app.ctx.db
      .select({ passwordHash: customers.passwordHash, phoneVerifiedAt: customers.phoneVerifiedAt })
      .from(customers)
      .where(eq(customers.id, customerId));
    const bindings = await t.app.ctx.db
      .select({ id: socialAccounts.id })
      .from(socialAccounts)
      .where(eq(socialAccounts.customerId, customerId));
    return { password: row?.passwordHash !== null, phone: row?.phoneVerifiedAt !== null, bindings: bindings.length };
  }

  it('the link opened by the mailbox’s owner ends every session and clears the password, phone and social sign-ins', async () => {
    const { attacker, secondDevice } = await attackerWithVictimAddress();
    const { token } = await newestProof(attacker.email);

    const opened = await openLink(token);
    expect(body(opened).data).toEqual({ email: attacker.email, status: 'confirmed', next: 'set_password' });
    expect((await getUser(attacker.headers)).statusCode).toBe(401);
    expect((await getUser(secondDevice)).statusCode).toBe(401);
    expect((await passwordLogin(attacker.email, attacker.password)).statusCode).toBe(401);
    expect(await accessRoutes(attacker.id)).toEqual({ password: false, phone: false, bindings: 0 });

    // The owner sets their own password with a reset code sent to the now-confirmed address.
    t.clock.advance(MINUTE);
    await t.app.inject({ method: 'POST', url: '/auth/sendForgetPasswordEmail', payload: { email: attacker.email } });
    const code = /\b(\d{6})\b/.exec((await mailsTo(attacker.email)).at(-1)?.text ?? '')?.[1] ?? '';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/auth/forgetPasswordByEmail',
      payload: { email: attacker.email, code, password: 'OwnerOnly9', confirm_password: 'OwnerOnly9' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await passwordLogin(attacker.email, 'OwnerOnly9')).statusCode).toBe(200);
  });

  it('a password reset by e-mail code also takes back the phone and social sign-ins the registrant bound', async () => {
    const { attacker, secondDevice } = await attackerWithVictimAddress();
    t.clock.advance(MINUTE);
    await t.app.inject({ method: 'POST', url: '/auth/sendForgetPasswordEmail', payload: { email: attacker.email } });
    const code = /\b(\d{6})\b/.exec((await mailsTo(attacker.email)).at(-1)?.text ?? '')?.[1] ?? '';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/auth/forgetPasswordByEmail',
      payload: { email: attacker.email, code, password: 'OwnerOnly9', confirm_password: 'OwnerOnly9' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await getUser(secondDevice)).statusCode).toBe(401);
    expect((await passwordLogin(attacker.email, attacker.password)).statusCode).toBe(401);
    expect(await accessRoutes(attacker.id)).toEqual({ password: true, phone: false, bindings: 0 });
  });

  it('the code typed in the account’s own session keeps that session and its password, and ends the others', async () => {
    const customer = await unconfirmed();
    const otherDevice = await logIn(customer.email, customer.password);
    const { code } = await newestProof(customer.email);
    expect(body(await verifyCode(customer, code)).data).toEqual({ email: customer.email, status: 'confirmed' });
    expect((await getUser(customer.headers)).statusCode).toBe(200);
    expect((await getUser(otherDevice)).statusCode).toBe(401);
    expect((await passwordLogin(customer.email, customer.password)).statusCode).toBe(200);
  });
});
