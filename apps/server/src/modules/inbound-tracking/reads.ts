/** What other modules may read of inbound following (this module owns its tables). */
export { deliveryToCheckInMedians } from './queries.js';
