/** The active warehouses with their names (coupons name the warehouse they are for). */
export { findWarehouseWithNames, listWarehouses, warehouseRows } from './queries.js';

/** The warehouses' shopping addresses with the customer's support number filled in (getWarehouseAddress). */
export { warehouseAddresses } from './service.js';
