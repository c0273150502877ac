/**
 * What other modules use of the weighing module: the evidence of each weighing (check-in, packing, reweigh) and the
 * records of weight disputes. The flows that file and decide disputes, which touch parcels, waybills and payments,
 * live above it (modules/weight-disputes).
 */
export {
  assertDispatchNotHeld,
  assertPaymentNotHeld,
  closeDisputeOfCancelledWaybill,
  decideDispute,
  filingRefusal,
  findDisputeById,
  lockOpenDispute,
  type NewDispute,
  openDispute,
  openDisputeOfWaybill,
  presentDisputes,
  warehouseTimeZone,
} from './disputes.js';
export {
  type MeasurementInput,
  measure,
  prepareWeighingPhotos,
  presentWeighings,
  recordWeighing,
  type WeighingPhotoInput,
  type WeighingPhotos,
  weighingsOf,
} from './evidence.js';
export { type DisputedRef, noticeConfirmed, noticeDisputeFiled, noticeReweighed } from './notices.js';
export type { WeighedSubject } from './queries.js';
export { staffDispute, staffDisputeQueue } from './queue.js';
export { weightEvidence } from './view.js';
