/** The latest exchange rates, for modules that convert money (coupons). */
/** The active warehouses with their names (coupons name the warehouse they are for). */
export { listLatestRates, listWarehouses } from './queries.js';

/** The warehouses' shopping addresses with the customer's support number filled in (getWarehouseAddress). */
export { warehouseAddresses } from './service.js';
