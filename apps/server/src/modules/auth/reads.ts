/** Customer accounts as other modules may read them (users checks a phone, closes an account). */
export { findCustomerById, findCustomerByVerifiedPhone } from './queries.js';
