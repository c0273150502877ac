// What app/ composes from the parcels feature (the tab bar's badges: parcels in stock, waybills waiting for payment).
export { useTabBadges } from './api/get-tab-badges';
// The route starts the parcel list's first request with the page's chunk.
export { prefetchParcelList } from './api/prefetch-parcel-list';
