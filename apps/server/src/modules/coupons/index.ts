/**
 * What others use of coupons: the routes and the campaigns' grants.
 */
export { campaignExists, grantPrizeCoupon } from './prizes.js';
export { couponRoutes } from './routes.js';
export { couponStaffRoutes } from './staff-routes.js';
