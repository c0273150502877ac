import { signAfterShipBody } from '../../src/modules/carriers/aftership.js';
import { standInWebhookBody } from '../../src/modules/carriers/stand-in.js';
import { markWaybillPaid } from '../../src/modules/waybills/moves.js';
import { body, type TestApp, type TestCustomer } from './app.js';
import type { waybillFixtures } from './waybills.js';

export const CARRIER_SECRET = 'carrier-webhook-secret-for-tests';

type Fixtures = ReturnType<typeof waybillFixtures>;

/**
 * A waybill of `customer` handed to the carrier under `carrierNumber`: submitted, packed, paid and moved in transit by
 * staff, as it happens in the warehouse.
 */
export async function shippedWaybill(
  t: TestApp,
  fixtures: Fixtures,
  customer: TestCustomer,
  carrierNumber: string,
): Promise<number> {
  const [parcel] = await fixtures.inStock(customer, 1);
  const waybill = await fixtures.submit(customer, [parcel as number]);
  await fixtures.ok(await fixtures.pack(waybill.id));
  await t.app.ctx.db.transaction((tx) => markWaybillPaid(tx, waybill.id, t.clock.now()));
  await fixtures.ok(
    await fixtures.ops(`/ops/waybills/${waybill.id}/status`, { status: 'in_transit', tracking: carrierNumber }),
  );
  return waybill.id;
}

/** An AfterShip-shaped webhook of the stand-in's scripted journey, signed as AfterShip signs it. */
export function signedWebhook(
  t: TestApp,
  options: { trackingNumber: string; steps: number; hoursAgo?: number; secret?: string; ts?: number },
) {
  const now = t.clock.now();
  const shape = standInWebhookBody({
    trackingNumber: options.trackingNumber,
    steps: options.steps,
    start: new Date(now.getTime() - (options.hoursAgo ?? 90) * 3_600_000),
    now,
  });
  const payload = JSON.stringify({ ...shape, ...(options.ts !== undefined && { ts: options.ts }) });
  return {
    method: 'POST' as const,
    url: '/api/tracking/notify/aftership',
    headers: {
      'content-type': 'application/json',
      'aftership-hmac-sha256': signAfterShipBody(options.secret ?? CARRIER_SECRET, payload),
    },
    payload,
  };
}

export interface TrackEvent {
  id: string;
  time: string;
  place: string;
  status: string;
  status_name: string;
  text: string;
  source: string;
  problem: boolean;
}

export async function trackInfo(t: TestApp, customer: TestCustomer, waybillId: number) {
  const response = await t.app.inject({
    url: `/api/getTrackInfo?shipment_id=${waybillId}`,
    headers: { ...customer.headers, lang: 'en' },
  });
  if (response.statusCode !== 200) throw new Error(`getTrackInfo ${response.statusCode}: ${response.body}`);
  return body<{ events: TrackEvent[]; current: Record<string, unknown> | null } & Record<string, unknown>>(response)
    .data;
}
