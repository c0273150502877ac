/** Customer accounts as other modules may read them (users checks a phone, closes an account). */
/** Finding an account by its email (a social sign-in whose provider email is already a customer's). */
export { findCustomerByEmail, findCustomerById, findCustomerByVerifiedPhone } from './queries.js';
