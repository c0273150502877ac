import type age from './en/age.json';
import type app from './en/app.json';
import type audit from './en/audit.json';
import type campaigns from './en/campaigns.json';
import type checkIn from './en/checkIn.json';
import type claims from './en/claims.json';
import type common from './en/common.json';
import type config from './en/config.json';
import type content from './en/content.json';
import type coupons from './en/coupons.json';
import type customer from './en/customer.json';
import type customers from './en/customers.json';
import type dashboard from './en/dashboard.json';
import type dispatch from './en/dispatch.json';
import type disputes from './en/disputes.json';
import type inboundCases from './en/inboundCases.json';
import type nav from './en/nav.json';
import type packing from './en/packing.json';
import type photos from './en/photos.json';
import type preShipments from './en/preShipments.json';
import type returns from './en/returns.json';
import type shipmentClaims from './en/shipmentClaims.json';
import type signDocs from './en/signDocs.json';
import type signIn from './en/signIn.json';
import type staff from './en/staff.json';
import type tracking from './en/tracking.json';
import type transfers from './en/transfers.json';
import type waybillCancel from './en/waybillCancel.json';
import type weighing from './en/weighing.json';

/**
 * The console's namespaces (locales/<language>/<namespace>.json, i18next JSON with `{{name}}` placeholders). A key is
 * written with its namespace first (`config.services.scope` is `services.scope` in config.json); English fixes the
 * keys, and a test proves every language has them all (packages/domain/test/locales.test.ts). A new namespace adds its
 * three files and a line to each list here.
 */
export const NAMESPACES = [
  'age',
  'app',
  'audit',
  'campaigns',
  'checkIn',
  'claims',
  'common',
  'config',
  'content',
  'coupons',
  'customer',
  'customers',
  'dashboard',
  'dispatch',
  'disputes',
  'inboundCases',
  'nav',
  'packing',
  'photos',
  'preShipments',
  'returns',
  'shipmentClaims',
  'signDocs',
  'signIn',
  'staff',
  'tracking',
  'transfers',
  'waybillCancel',
  'weighing',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

interface English {
  age: typeof age;
  app: typeof app;
  audit: typeof audit;
  campaigns: typeof campaigns;
  checkIn: typeof checkIn;
  claims: typeof claims;
  common: typeof common;
  config: typeof config;
  content: typeof content;
  coupons: typeof coupons;
  customer: typeof customer;
  customers: typeof customers;
  dashboard: typeof dashboard;
  dispatch: typeof dispatch;
  disputes: typeof disputes;
  inboundCases: typeof inboundCases;
  nav: typeof nav;
  packing: typeof packing;
  photos: typeof photos;
  preShipments: typeof preShipments;
  returns: typeof returns;
  shipmentClaims: typeof shipmentClaims;
  signDocs: typeof signDocs;
  signIn: typeof signIn;
  staff: typeof staff;
  tracking: typeof tracking;
  transfers: typeof transfers;
  waybillCancel: typeof waybillCancel;
  weighing: typeof weighing;
}

/** Every key of the console's words, `namespace.key`. */
export type MessageKey = { [N in Namespace]: `${N}.${keyof English[N] & string}` }[Namespace];
