import { seedDemoOffers } from './db/seed-demo-offers.js';
import type { StartOptions } from './server.js';

/**
 * What `npm run demo` changes in a start: both demo conveniences on — the dev mailbox (every mail and SMS readable at
 * /dev/mailbox, reset codes included) and the payment sandbox (card and wallet payments that move no money) — bound
 * to this machine only, so nobody else can read the mailbox or "pay".
 */
export function demoEnvironment(environment: NodeJS.ProcessEnv, port: string): NodeJS.ProcessEnv {
  return { ...environment, DEV_MAILBOX: 'true', PAYMENTS_SANDBOX: 'true', HOST: '127.0.0.1', PORT: port };
}

/** And sample offers (a membership plan, a lottery wheel, a coupon campaign), named as samples, so no screen is empty. */
export const DEMO_START: StartOptions = {
  prepare: (app) => seedDemoOffers(app.ctx.db, app.ctx.clock()),
};
