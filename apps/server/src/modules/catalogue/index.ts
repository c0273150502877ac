/**
 * What others use of the catalogue: goods categories, postcodes and address checks, and the routes.
 */
export { checkAddressLimit } from './address-checks.js';
export { type FoundPlace, malaysianCity, searchPlaces } from './place-search.js';
export { placesForPostcode } from './postcodes.js';
export { australianPostcodePosition, customerStoreId, extraServicesAt, findWarehouse } from './reads.js';
export { catalogueRoutes } from './routes.js';
export { changeServicePrice, previewServicePrice, staffServicePrices } from './staff-prices.js';
export { catalogueStaffRoutes } from './staff-routes.js';
