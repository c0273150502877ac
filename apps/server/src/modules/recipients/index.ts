/**
 * What others use of recipients: a customer's recipients and their checks, and the routes.
 */
export { type AbnRegistry, LocalAbnRegistry } from './abn-registry.js';
export { type AddressLookup, LocalAddressLookup } from './address-lookup.js';
export { recipientRoutes } from './routes.js';
export { deleteRecipientsOf, recipientForWaybill } from './service.js';
