import { createECDH } from 'node:crypto';
import { type PushPayload, translate } from '@parcelway/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, pushSubscriptions } from '../src/db/schema/index.js';
import {
  body,
  createTestApp,
  registerCustomer,
  STAFF_CREDENTIALS,
  staffHeaders,
  type TestApp,
  type TestCustomer,
} from './support/app.js';
import { type StandInDevice, startPushService } from './support/push-service.js';
import { waybillFixtures } from './support/waybills.js';

let pushService: Awaited<ReturnType<typeof startPushService>>;
let t: TestApp;
let staff: { authorization: string };
const fixtures = waybillFixtures(() => ({ t, staff }));
const vapid = createECDH('prime256v1');
vapid.generateKeys();
const publicKey = vapid.getPublicKey('base64url');

beforeAll(async () => {
  pushService = await startPushService();
  t = await createTestApp({
    config: {
      staff: STAFF_CREDENTIALS,
      push: {
        publicKey,
        privateKey: vapid.getPrivateKey('base64url'),
        subject: 'mailto:ops@parcelway.example',
        generated: false,
        extraOrigins: [pushService.origin],
      },
    },
  });
  staff = await staffHeaders(t.app);
});
afterAll(async () => {
  await t.app.close();
  await pushService.close();
});

const post = (customer: TestCustomer, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: customer.headers, payload });

/** A browser on the customer's phone subscribing through the push stand-in with the key the server offers. */
async function subscribedDevice(customer: TestCustomer, device = 'Chrome on Android'): Promise<StandInDevice> {
  const config = body<{ enabled: boolean; public_key: string }>(await t.app.inject({ url: '/api/pushConfig' })).data;
  expect(config).toEqual({ enabled: true, public_key: publicKey });
  const phone = pushService.subscribe(config.public_key);
  const response = await post(customer, '/api/pushSubscribe', { ...phone.subscription, device });
  expect(response.statusCode).toBe(200);
  return phone;
}

const payloads = (device: StandInDevice) => device.received.map((text) => JSON.parse(text) as PushPayload);

describe('push notifications', () => {
  it('brings the arrival notice to a subscribed device, encrypted for it, in the customer’s language', async () => {
    const customer = await registerCustomer(t.app, {}, 'cn');
    const phone = await subscribedDevice(customer);
    const devices = body<{ list: { device: string }[] }>(
      await t.app.inject({ url: '/api/pushDevices', headers: customer.headers }),
    ).data;
    expect(devices.list.map((row) => row.device)).toEqual(['Chrome on Android']);

    const [parcelId] = await fixtures.inStock(customer);
    await t.app.outbox.drain();

    expect(pushService.refusals).toEqual([]);
    const [arrival] = payloads(phone);
    const tracking = /^包裹 (\S+) 已到达仓库$/.exec(arrival?.title ?? '')?.[1] ?? '';
    expect(arrival).toEqual({
      title: translate('cn', 'notify.parcel_arrived.subject', { tracking }),
      body: translate('cn', 'notify.parcel_arrived.body', { tracking, weight: '1.5 kg' }),
      url: `#/pages/parcel/detail?id=${parcelId}`,
      tag: 'parcel_arrived',
      lang: 'cn',
    });
  });

  it('follows the same settings as mail and SMS: the shipment topic switched off for push sends none', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const phone = await subscribedDevice(customer);
    const settings = await post(customer, '/api/updateClientSubscribeConfig', {
      shipment_email: true,
      shipment_sms: true,
      promotion_email: true,
      promotion_sms: false,
      shipment_push: false,
    });
    expect(body(settings).data).toMatchObject({ shipment_push: false, promotion_push: false });
    await fixtures.inStock(customer);
    await t.app.outbox.drain();
    expect(phone.received).toEqual([]);

    // A client that does not know push (its four switches) leaves the push settings as they are.
    const older = await post(customer, '/api/updateClientSubscribeConfig', {
      shipment_email: false,
      shipment_sms: true,
      promotion_email: true,
      promotion_sms: false,
    });
    expect(body(older).data).toMatchObject({ shipment_email: false, shipment_push: false });
  });

  it('drops a subscription the push service answers 410 for, and gives the message up', async () => {
    const customer = await registerCustomer(t.app, {}, 'tw');
    const phone = await subscribedDevice(customer);
    const laptop = await subscribedDevice(customer, 'Firefox on Windows');
    phone.answer = 410;

    await fixtures.inStock(customer);
    await t.app.outbox.drain();

    expect(payloads(laptop).map((payload) => payload.lang)).toEqual(['tw']);
    const left = await t.app.ctx.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.customerId, customer.id));
    expect(left).toEqual([{ endpoint: laptop.subscription.endpoint }]);
    const [expired] = await t.app.ctx.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, phone.subscription.endpoint));
    expect(expired).toMatchObject({ channel: 'push', status: 'failed', attempts: 1 });
    expect(expired?.lastError).toContain('410');

    // The next notice goes to the laptop only.
    await fixtures.inStock(customer);
    await t.app.outbox.drain();
    expect(payloads(laptop)).toHaveLength(2);
    expect(phone.received).toEqual([]);
  });

  it('refuses an endpoint that is no push service, and keys that are not a subscription’s', async () => {
    const customer = await registerCustomer(t.app);
    const phone = pushService.subscribe(publicKey).subscription;
    const internal = await post(customer, '/api/pushSubscribe', {
      ...phone,
      endpoint: 'http://169.254.169.254/latest',
    });
    expect(internal.statusCode).toBe(400);
    expect(body(internal).errors).toEqual({ endpoint: translate('cn', 'push.unknownService') });
    const badKey = await post(customer, '/api/pushSubscribe', { ...phone, keys: { ...phone.keys, p256dh: 'AAAA' } });
    expect(badKey.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/pushSubscribe', payload: phone });
    expect(anonymous.statusCode).toBe(401);
  });

  it('signs a device off: unsubscribing forgets it, another customer’s endpoint is left alone', async () => {
    const customer = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    const phone = await subscribedDevice(customer);
    const stranger = await post(other, '/api/pushUnsubscribe', { endpoint: phone.subscription.endpoint });
    expect(body<{ list: unknown[] }>(stranger).data.list).toEqual([]);
    const mine = body<{ list: unknown[] }>(
      await t.app.inject({ url: '/api/pushDevices', headers: customer.headers }),
    ).data;
    expect(mine.list).toHaveLength(1);
    const off = await post(customer, '/api/pushUnsubscribe', { endpoint: phone.subscription.endpoint });
    expect(body<{ list: unknown[] }>(off).data.list).toEqual([]);
  });
});
