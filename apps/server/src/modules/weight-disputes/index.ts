/**
 * What the app uses of weight disputes: the routes.
 */
export { weightDisputeRoutes } from './routes.js';
export { weightDisputeStaffRoutes } from './staff-routes.js';
