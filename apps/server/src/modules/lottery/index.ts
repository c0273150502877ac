/**
 * What others use of the lottery: the draws a credited top-up gives, and the routes.
 */
export { giveDrawsForTopUp } from './earn.js';
export { lotteryRoutes } from './routes.js';
export { lotteryStaffRoutes } from './staff-routes.js';
