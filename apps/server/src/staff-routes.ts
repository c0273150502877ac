import type { FastifyPluginAsync } from 'fastify';
import type { CarrierAdapter } from './modules/carriers/adapter.js';
import { catalogueStaffRoutes } from './modules/catalogue/staff-routes.js';
import { contentStaffRoutes } from './modules/content/staff-routes.js';
import { couponStaffRoutes } from './modules/coupons/staff-routes.js';
import { fileStaffRoutes } from './modules/files/staff-routes.js';
import { inboundTrackingStaffRoutes } from './modules/inbound-tracking/staff-routes.js';
import { logisticsStaffRoutes } from './modules/logistics/staff-routes.js';
import { lotteryStaffRoutes } from './modules/lottery/staff-routes.js';
import { membershipStaffRoutes } from './modules/membership/staff-routes.js';
import { notificationStaffRoutes } from './modules/notifications/staff-routes.js';
import { parcelStaffRoutes } from './modules/parcels/staff-routes.js';
import { paymentStaffRoutes } from './modules/payments/staff-routes.js';
import { preShipmentStaffRoutes } from './modules/pre-shipments/staff-routes.js';
import { referenceStaffRoutes } from './modules/reference/staff-routes.js';
import { claimStaffRoutes } from './modules/shipment-claims/staff-routes.js';
import { staffConsoleRoutes } from './modules/staff/staff-routes.js';
import { staffAccountStaffRoutes } from './modules/staff-accounts/staff-routes.js';
import { statusCountStaffRoutes } from './modules/status-counts/staff-routes.js';
import { trackingStaffRoutes } from './modules/tracking/staff-routes.js';
import { waybillStaffRoutes } from './modules/waybills/staff-routes.js';
import { weightDisputeStaffRoutes } from './modules/weight-disputes/staff-routes.js';

/** What the app hands every module's staff routes (a module takes what it needs of it). */
export interface StaffRouteDependencies {
  /** The carrier staff ask for news now (POST /ops/waybills/:id/tracking/poll). */
  carrier: CarrierAdapter;
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
