/**
 * What others use of reference data: warehouses, countries, currencies and their addresses, and the routes.
 */
export { announceSeededAddressChanges, sendWarehouseAddressNotices } from './address-notices.js';
export { findWarehouseWithNames, listWarehouses, warehouseRows } from './reads.js';
export { referenceRoutes } from './routes.js';
export { countryNameIn, countryNameOf, latestRates, setRate, stateAddressName, warehouseAddresses } from './service.js';
export { referenceStaffRoutes } from './staff-routes.js';
export { changeWarehouse, previewWarehouse, staffWarehouses } from './staff-warehouses.js';
