import type { FastifyPluginAsync } from 'fastify';
import type { CarrierAdapter } from './modules/carriers/index.js';
import { catalogueStaffRoutes } from './modules/catalogue/index.js';
import { contentStaffRoutes } from './modules/content/index.js';
import { couponStaffRoutes } from './modules/coupons/index.js';
import { fileStaffRoutes } from './modules/files/index.js';
import { inboundTrackingStaffRoutes } from './modules/inbound-tracking/index.js';
import { logisticsStaffRoutes } from './modules/logistics/index.js';
import { lotteryStaffRoutes } from './modules/lottery/index.js';
import { membershipStaffRoutes } from './modules/membership/index.js';
import { notificationStaffRoutes, type ParcelsInStockBetween } from './modules/notifications/index.js';
import { parcelStaffRoutes } from './modules/parcels/index.js';
import { paymentStaffRoutes } from './modules/payments/index.js';
import { preShipmentStaffRoutes } from './modules/pre-shipments/index.js';
import { referenceStaffRoutes } from './modules/reference/index.js';
import { claimStaffRoutes } from './modules/shipment-claims/index.js';
import { staffConsoleRoutes } from './modules/staff/index.js';
import { staffAccountStaffRoutes } from './modules/staff-accounts/index.js';
import { statusCountStaffRoutes } from './modules/status-counts/index.js';
import { trackingStaffRoutes } from './modules/tracking/index.js';
import { waybillStaffRoutes } from './modules/waybills/index.js';
import { weightDisputeStaffRoutes } from './modules/weight-disputes/index.js';

/** What the app hands every module's staff routes (a module takes what it needs of it). */
export interface StaffRouteDependencies {
  /** The carrier staff ask for news now (POST /ops/waybills/:id/tracking/poll). */
  carrier: CarrierAdapter;
  /** The parcels a storage reminder is about (POST /ops/notifications/storage-reminders), read by parcels' door. */
  parcelsInStockBetween: ParcelsInStockBetween;
}

/**
 * The staff API (/ops): each module's staff calls live in its own `staff-routes.ts`, and this is the one list the app
 * registers them from. Each route names the roles it serves; test/staff-roles.test.ts checks every /ops route the app
 * has against its table of roles.
 */
export const STAFF_ROUTES: FastifyPluginAsync<StaffRouteDependencies>[] = [
  staffConsoleRoutes,
  staffAccountStaffRoutes,
  referenceStaffRoutes,
  logisticsStaffRoutes,
  catalogueStaffRoutes,
  fileStaffRoutes,
  parcelStaffRoutes,
  inboundTrackingStaffRoutes,
  waybillStaffRoutes,
  trackingStaffRoutes,
  weightDisputeStaffRoutes,
  paymentStaffRoutes,
  claimStaffRoutes,
  preShipmentStaffRoutes,
  couponStaffRoutes,
  membershipStaffRoutes,
  lotteryStaffRoutes,
  contentStaffRoutes,
  notificationStaffRoutes,
  statusCountStaffRoutes,
];
