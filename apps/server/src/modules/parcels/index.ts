/**
 * What others use of parcels: reads of a customer's parcels, moves, blockers, presenters and the routes.
 */
export { type SubmissionBlocker, submissionBlockers } from './blockers.js';
export { followInboundParcels } from './follow-pre-alerts.js';
export { moveParcel, noteParcel } from './moves.js';
export { addPreAlerts, assertTrackingNumbersFree, recordAgentStorage, recordPickupFee } from './pre-alerts.js';
export { preAlertPreShippedGoods } from './pre-shipped.js';
export { parcelSummaries } from './presenters.js';
export {
  claimsWaiting,
  findCourierCompanies,
  findCustomerParcels,
  findCustomerStore,
  findWarehouseWithCurrency,
  listDeclarationItems,
  ownersOfTracking,
  pageParcelsForStaff,
  parcelIdsOf,
  parcelsArrivedOn,
  parcelsInStockBetween,
  returnsWaiting,
} from './reads.js';
export { parcelRoutes } from './routes.js';
export { declarationRows, inStockCount, parcelList, resolveWarehouse } from './service.js';
export { addParcelNote } from './staff-notes.js';
export { parcelStaffRoutes } from './staff-routes.js';
export { confirmParcelDispute, fileParcelDispute, reweighParcelDispute } from './weight-disputes.js';
