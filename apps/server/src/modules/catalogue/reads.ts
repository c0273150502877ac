/** A customer's home warehouse and a warehouse by id, for modules that need the store without the catalogue. */
export { customerStoreId, findWarehouse } from './queries.js';
