/**
 * What other modules use of inbound tracking: the parcels module's follow-up job stores what the carrier reported and
 * opens a case; check-in closes it; a parcel's detail shows the journey to us; the processing times read its medians.
 */
export { closeInboundCasesOnCheckIn, inboundCaseQueue } from './cases.js';
export { inboundJourneyOf } from './journey.js';
export { deliveryToCheckInMedians, insertInboundCase, storeInboundReport } from './queries.js';
export { inboundTrackingStaffRoutes } from './staff-routes.js';
