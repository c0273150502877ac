/**
 * The pricing screens this feature links to. They belong in lib/routes-paths.ts with the others;
 * they are kept here only until that shared module can be changed (see the hand-over notes).
 */
export const PRICING_PATHS = {
  calculate: '/pages/personal/calculate',
  calculateResult: '/pages/personal/calculateResult',
  servicePrice: '/pages/index/servicePrice',
  shipmentDate: '/pages/index/shipmentDate',
  warehouseDetail: '/pages/personal/warehouseDetail',
} as const;
