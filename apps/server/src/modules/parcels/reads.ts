/** Parcels and warehouses as the waybill module reads them when it builds or shows a waybill. */
export {
  findCustomerParcels,
  findCustomerStore,
  findWarehouseWithCurrency,
  listDeclarationItems,
  listWarehouses,
} from './queries.js';
