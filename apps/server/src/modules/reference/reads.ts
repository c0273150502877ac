/** The latest exchange rates, for modules that convert money (coupons). */
export { listLatestRates } from './queries.js';

/** The warehouses' shopping addresses with the customer's support number filled in (getWarehouseAddress). */
export { warehouseAddresses } from './service.js';
