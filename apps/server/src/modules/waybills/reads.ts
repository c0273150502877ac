/** What other modules may read of waybills (this module owns the table). */
export { paidWaybillStores } from './queries/waybills.js';
