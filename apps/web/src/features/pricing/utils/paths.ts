/**
 * The pricing screens this feature links to. They belong in lib/routes-paths.ts with the others;
 * they are kept here only until that shared module can be changed (see the hand-over notes).
 */
export const PRICING_PATHS = {
  calculate: '/pages/personal/calculate',
  calculateResult: '/pages/personal/calculateResult',
  servicePrice: '/pages/index/servicePrice',
  servicePriceDetail: '/pages/index/servicePriceDetail',
  shipmentDate: '/pages/index/shipmentDate',
  shipmentDateDetail: '/pages/index/shipmentDateDetail',
  postcode: '/pages/personal/postcode',
  warehouseDetail: '/pages/personal/warehouseDetail',
} as const;
