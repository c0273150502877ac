import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  createTestApp,
  registerCustomer,
  STAFF_CREDENTIALS,
  staffHeaders,
  type TestApp,
  type TestCustomer,
} from './support/app.js';
import { CARRIER_SECRET, shippedWaybill, signedWebhook } from './support/tracking.js';
import { AUSTRALIA, waybillFixtures } from './support/waybills.js';

let t: TestApp;
let staff: { authorization: string };
const fixtures = waybillFixtures(() => ({ t, staff }));

beforeAll(async () => {
  t = await createTestApp({
    config: { staff: STAFF_CREDENTIALS, carrierWebhook: { secret: CARRIER_SECRET, toleranceSeconds: 900 } },
  });
  staff = await staffHeaders(t.app);
});
afterAll(() => t.app.close());

interface CreatedShare {
  id: number;
  shipment_id: number;
  share_key: string;
  url: string;
  card_url: string;
}

async function share(customer: TestCustomer, waybillId: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/traceShare',
    headers: { ...customer.headers, lang: 'en' },
    payload: { shipment_id: waybillId },
  });
}

/** The public page's data, as a browser without a session asks for it. */
function openPublicly(key: string, lang = 'en') {
  return t.app.inject({ url: `/api/traceShareDetail/${key}?lang=${lang}` });
}

async function sharedWaybill() {
  const customer = await registerCustomer(t.app, {}, 'en');
  const number = fixtures.tracking();
  const id = await shippedWaybill(t, fixtures, customer, number);
  await t.app.inject(signedWebhook(t, { trackingNumber: number, steps: 6, hoursAgo: 0 }));
  const created = body<CreatedShare>(await share(customer, id)).data;
  return { customer, id, created };
}

describe('sharing a journey', () => {
  it('makes an unguessable link for the owner’s waybill, shown once (only its hash is kept)', async () => {
    const { id, created } = await sharedWaybill();
    expect(created.shipment_id).toBe(id);
    expect(created.share_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.url).toBe(`http://localhost:3000/share/${created.share_key}?lang=en`);
    // The card is shown in the sharer's own browser, on whatever address it reached this server at.
    expect(created.card_url).toBe(`/api/traceCard/${created.share_key}?lang=en`);
    const result = (await t.app.ctx.db.execute(sql`select token_hash from trace_shares where id = ${created.id}`)) as {
      rows: { token_hash: string }[];
    };
    expect(result.rows).toEqual([{ token_hash: createHash('sha256').update(created.share_key).digest('hex') }]);
  });

  it("cannot be made for another customer's waybill, nor one that does not exist", async () => {
    const { id } = await sharedWaybill();
    const stranger = await registerCustomer(t.app, {}, 'en');
    const refused = await share(stranger, id);
    expect(refused.statusCode).toBe(404);
    expect(body(refused).data).toBeUndefined();
    expect((await share(stranger, 99_999_999)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/traceShare', payload: { shipment_id: id } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('opens without login, masked: the receiver’s initials and city, what happened where, no carrier words', async () => {
    const { created } = await sharedWaybill();
    const response = await openPublicly(created.share_key);
    expect(response.statusCode, response.body).toBe(200);
    const data = body<Record<string, unknown> & { events: { status: string; text: string; status_name: string }[] }>(
      response,
    ).data;
    expect(data).toMatchObject({
      status: 'in_transit',
      receiver: { name: '王**', city: '中正區' },
      from_warehouse: expect.any(String),
      to_country: 'Taiwan',
      current: { status: 'in_transit', place: 'Taipei, Taiwan' },
    });
    expect(data.events.find((event) => event.status === 'customs_held')).toMatchObject({
      text: 'Held by customs',
      status_name: 'Held by customs',
    });
    // Nothing personal: not the full name, the street, the phone or the id number; not the carrier's own words.
    for (const secret of ['小明', '重慶南路', '0912', 'A123456789', 'Held for customs clearance', 'Mei Lin'])
      expect(response.body).not.toContain(secret);
  });

  it('names the warehouse and the country in the reader’s language, on the page and in its preview', async () => {
    const { created } = await sharedWaybill();
    const places = async (lang: string) => {
      const data = body<{ from_warehouse: string; to_country: string }>(
        await openPublicly(created.share_key, lang),
      ).data;
      return [data.from_warehouse, data.to_country];
    };
    expect(await places('en')).toEqual(['Australia warehouse', 'Taiwan']);
    expect(await places('cn')).toEqual(['澳洲仓', '台湾']);
    expect(await places('tw')).toEqual(['澳洲倉', '台灣']);
    const page = await t.app.inject({ url: `/share/${created.share_key}?lang=cn` });
    const description = page.body.match(/property="og:description" content="([^"]*)"/)?.[1] ?? '';
    expect(description).toContain('澳洲仓 → ');
    expect(description).not.toMatch(/[A-Za-z]/);
  });

  it('counts each open, and the owner sees the count and the last open in the list', async () => {
    const { customer, id, created } = await sharedWaybill();
    await openPublicly(created.share_key);
    t.clock.advance(60_000);
    await openPublicly(created.share_key, 'cn');
    const list = body<{ list: Record<string, unknown>[]; total: number }>(
      await t.app.inject({ url: `/api/traceShareList?shipment_id=${id}`, headers: customer.headers }),
    ).data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({
      id: created.id,
      shipment_id: id,
      active: true,
      opened_count: 2,
      last_opened_at: t.clock.now().toISOString(),
      revoked_at: null,
    });
    expect(JSON.stringify(list)).not.toContain(created.share_key);
  });

  it('a revoked or unknown link answers the same friendly not-found, and is no longer counted', async () => {
    const { customer, created } = await sharedWaybill();
    const stranger = await registerCustomer(t.app, {}, 'en');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/traceShare/${created.id}`, headers: stranger.headers }))
        .statusCode,
    ).toBe(404);
    expect((await openPublicly(created.share_key)).statusCode).toBe(200);

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/traceShare/${created.id}`,
      headers: customer.headers,
    });
    expect(body(revoked).data).toMatchObject({ id: created.id, active: false, opened_count: 1 });
    for (const key of [created.share_key, 'x'.repeat(43), 'short']) {
      const response = await openPublicly(key);
      expect(response.statusCode, key).toBe(404);
      expect(body(response).msg).toBe(
        'This tracking link does not exist or was switched off by the person who shared it.',
      );
      expect(body(response).data).toBeUndefined();
    }
    expect((await t.app.inject({ url: `/api/traceCard/${created.share_key}` })).statusCode).toBe(404);
    const list = body<{ list: { opened_count: number; active: boolean }[] }>(
      await t.app.inject({ url: '/api/traceShareList', headers: customer.headers }),
    ).data;
    expect(list.list).toEqual([expect.objectContaining({ opened_count: 1, active: false })]);
  });

  it('masks a Latin name to initials', async () => {
    const customer = await registerCustomer(t.app, {}, 'en');
    const [parcel] = await fixtures.inStock(customer, 1, { store: 2 });
    const recipientId = await fixtures.recipient(customer, AUSTRALIA);
    const waybill = await fixtures.submit(customer, [parcel as number], {
      recipient_id: recipientId,
      courier_id: await fixtures.lineId('CN-AU-EXP'),
    });
    const created = body<CreatedShare>(await share(customer, waybill.id)).data;
    const data = body<{ receiver: unknown; current: unknown }>(await openPublicly(created.share_key)).data;
    expect(data.receiver).toEqual({ name: 'J. S.', city: 'Sydney' });
    expect(data.current).toMatchObject({ status: 'pending' });
  });
});

describe("the link's first page", () => {
  it('carries the preview tags chat apps read and goes on to the app, without counting an open', async () => {
    const { customer, id, created } = await sharedWaybill();
    const page = await t.app.inject({ url: `/share/${created.share_key}?lang=en` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const meta = (key: string) => page.body.match(new RegExp(`(?:property|name)="${key}" content="([^"]*)"`))?.[1];
    expect(meta('og:title')).toMatch(/^Shipment PW\d+$/);
    expect(meta('og:description')).toContain('In transit');
    // Crawlers fetch the preview image on its own, so it is absolute (PUBLIC_URL).
    expect(meta('og:image')).toBe(`http://localhost:3000${created.card_url.replace('&', '&#38;')}`);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(page.body).toContain(`url=/#/pages/waybill/traceShareDetail?key=${created.share_key}&#38;lang=en`);
    for (const secret of ['小明', '重慶南路', '0912']) expect(page.body).not.toContain(secret);
    const list = body<{ list: { opened_count: number }[] }>(
      await t.app.inject({ url: `/api/traceShareList?shipment_id=${id}`, headers: customer.headers }),
    ).data;
    expect(list.list[0]?.opened_count).toBe(0);

    const missing = await t.app.inject({ url: `/share/${'y'.repeat(43)}?lang=en` });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('This tracking link does not exist');
    expect(missing.body).not.toContain('og:image');
  });
});

describe('the share page reached at another address than PUBLIC_URL', () => {
  /** The sources a directive of a Content-Security-Policy header allows. */
  function allowed(policy: string, directive: string): string[] {
    const entry = policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([name]) => name === directive);
    return entry?.slice(1) ?? [];
  }

  it('loads its card from the same origin, which the page’s own Content-Security-Policy allows', async () => {
    const { customer, id } = await sharedWaybill();
    const host = 'parcels.lan:8080';
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/traceShare',
      headers: { ...customer.headers, lang: 'en', host },
      payload: { shipment_id: id },
    });
    const created = body<CreatedShare>(made).data;
    const page = await t.app.inject({ url: `/share/${created.share_key}?lang=en`, headers: { host } });
    expect(page.statusCode).toBe(200);
    const origin = `http://${host}`;
    const images = [...page.body.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(images).toHaveLength(1);
    for (const src of [...images, created.card_url]) {
      const resolved = new URL(src.replaceAll('&#38;', '&'), `${origin}/share/${created.share_key}`);
      expect(resolved.origin).toBe(origin);
      const card = await t.app.inject({ url: resolved.pathname + resolved.search, headers: { host } });
      expect([card.statusCode, card.headers['content-type']]).toEqual([200, 'image/png']);
    }
    // Same origin is what img-src 'self' allows; the page itself goes on to the app on the same address.
    for (const policy of [page.headers['content-security-policy'], made.headers['content-security-policy']])
      expect(allowed(String(policy), 'img-src')).toContain("'self'");
    expect(page.body).toContain(`url=/#/pages/waybill/traceShareDetail?key=${created.share_key}`);
  });
});

describe('the share image', () => {
  it('is a PNG of the preview size, of sane weight, in the language asked for', async () => {
    const { created } = await sharedWaybill();
    for (const lang of ['cn', 'en', 'tw']) {
      const response = await t.app.inject({ url: `/api/traceCard/${created.share_key}?lang=${lang}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const png = response.rawPayload;
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
      expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: 1200, height: 630 });
      expect(png.length).toBeGreaterThan(1024);
      expect(png.length).toBeLessThan(500 * 1024);
    }
  });

  it('is not counted as an open (chat apps fetch it for previews)', async () => {
    const { customer, id, created } = await sharedWaybill();
    await t.app.inject({ url: `/api/traceCard/${created.share_key}` });
    const list = body<{ list: { opened_count: number }[] }>(
      await t.app.inject({ url: `/api/traceShareList?shipment_id=${id}`, headers: customer.headers }),
    ).data;
    expect(list.list[0]?.opened_count).toBe(0);
  });
});
