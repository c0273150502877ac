/** A customer's home warehouse, a warehouse by id, and extra services priced at a warehouse, for other modules. */

export { australianPostcodePosition } from './postcodes.js';
export { customerStoreId, extraServicesAt, findWarehouse } from './queries.js';
