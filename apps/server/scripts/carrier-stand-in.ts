/**
 * The local stand-in for a carrier aggregator's webhooks: posts AfterShip-shaped tracking webhooks for a number,
 * signed with CARRIER_WEBHOOK_SECRET (header aftership-hmac-sha256), to a running server.
 *
 *   npm run carrier:stand-in -w @parcelway/server -- --tracking TCAT123456 [--steps 8] [--hours-ago 90] [--url http://localhost:3000]
 *
 * --steps: how many scans of the scripted journey to send (1 info received … 8 delivered; default all);
 * --hours-ago: when the journey started (default 90, so every scan lies in the past).
 */

import { signAfterShipBody } from '../src/modules/carriers/aftership.js';
import { STAND_IN_STEPS, standInWebhookBody } from '../src/modules/carriers/stand-in.js';
import { parseCommandLine } from '../src/ops/cli.js';
import { optionalFlag, requiredFlag } from '../src/ops/flags.js';

const { flags } = parseCommandLine(process.argv.slice(2));
const secret = process.env.CARRIER_WEBHOOK_SECRET;
if (!secret) {
  console.error('Set CARRIER_WEBHOOK_SECRET to the secret the server was started with.');
  process.exit(1);
}
const trackingNumber = requiredFlag(flags, 'tracking');
const steps = Number(optionalFlag(flags, 'steps') ?? STAND_IN_STEPS.length);
const hoursAgo = Number(optionalFlag(flags, 'hours-ago') ?? 90);
const url = optionalFlag(flags, 'url') ?? process.env.OPS_URL ?? 'http://localhost:3000';
const now = new Date();
const body = JSON.stringify(
  standInWebhookBody({ trackingNumber, steps, start: new Date(now.getTime() - hoursAgo * 3_600_000), now }),
);
const response = await fetch(new URL('/api/tracking/notify/aftership', url), {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'aftership-hmac-sha256': signAfterShipBody(secret, body) },
  body,
});
console.log(response.status, await response.text());
if (!response.ok) process.exit(1);
