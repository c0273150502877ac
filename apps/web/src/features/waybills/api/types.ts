/** Shapes of the shipment (waybill) API, as the domain's answer schemas describe them. */
export type { ParcelsInfo, WaybillDetail, WaybillPage, WaybillSummary } from '@parcelway/domain';
