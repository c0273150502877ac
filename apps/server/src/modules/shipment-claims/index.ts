/**
 * What others use of shipment claims: the overdue and loss-claim jobs and the routes.
 */
export { escalateOverdueClaims } from './escalation.js';
export { noticeOpenLossClaims } from './loss-notices.js';
export { claimsWaitingByStore } from './reads.js';
export { shipmentClaimRoutes } from './routes.js';
export { claimStaffRoutes } from './staff-routes.js';
