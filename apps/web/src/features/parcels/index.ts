// What app/ composes from the parcels feature (the Parcels tab's badge counts the parcels in stock).
export { useInStockCount } from './api/get-in-stock-count';
