/** What other modules may read of shipment claims (this module owns their tables): the dashboard's queue and clock. */
export { claimsWaitingByStore } from './queries.js';
