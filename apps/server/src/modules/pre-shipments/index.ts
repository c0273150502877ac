/**
 * What others use of pre-shipments: the routes.
 */
export { preShipmentRoutes } from './routes.js';
export { preShipmentStaffRoutes } from './staff-routes.js';
