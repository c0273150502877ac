/**
 * What others use of waybills: finding and moving a waybill, its tracking events, settlement and the routes.
 */
export { freightCharged, paidCurrencyOf } from './claim-facts.js';
export { WAYBILL_PURPOSE, waybillSettlement } from './payment.js';
export { waybillPaymentRoutes } from './payment-routes.js';
export { insertNewTrackingEvents } from './queries/tracking.js';
export {
  ownerOfShipment,
  pageWaybillsForStaff,
  paidWaybillStores,
  SIGN_DOCUMENTS_AWAITING_STAFF,
  signDocumentsWaiting,
  waybillIdsOf,
  waybillsDoneOn,
  waybillsInStatuses,
  waybillsOnTheirWay,
  waybillsWaiting,
} from './reads.js';
export { waybillRoutes } from './routes.js';
export { findWaybillById, requireOwnedWaybill, waybillDetail, waybillList } from './service.js';
export { addWaybillNote } from './staff-notes.js';
export { waybillStaffRoutes } from './staff-routes.js';
export { confirmWaybillDispute, fileWaybillDispute, reweighWaybillDispute } from './weight-disputes.js';
