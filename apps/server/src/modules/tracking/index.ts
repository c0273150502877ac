/**
 * What others use of tracking: the carrier poller's job and the routes.
 */
export { followShipments } from './alerts.js';
export { storeReportIn } from './ingest.js';
export { whereaboutsOf } from './journey.js';
export { trackingRoutes } from './routes.js';
export { revokeSharesOf } from './shares.js';
export { trackingStaffRoutes } from './staff-routes.js';
