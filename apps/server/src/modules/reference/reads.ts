/** The latest exchange rates, for modules that convert money (coupons). */
export { listLatestRates } from './queries.js';
