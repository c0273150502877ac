/**
 * What others use of the carrier adapters: the adapter type, the live client and the stand-in the app picks between.
 */
export { type CarrierAdapter, type CarrierPoller, type CarrierReport, WebhookRejected } from './adapter.js';
export { AfterShipAdapter } from './aftership.js';
export { StandInPoller } from './stand-in.js';
