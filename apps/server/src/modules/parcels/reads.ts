/** Parcels and warehouses as the waybill module reads them when it builds or shows a waybill. */
export { findCustomerStore, findWarehouseWithCurrency, listWarehouses } from './queries/catalogue.js';
export { listDeclarationItems } from './queries/declarations.js';
export { findCustomerParcels } from './queries/parcels.js';
