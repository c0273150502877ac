/** What other modules may read of a customer's profile and the country list; users' tables stay behind it. */
export { findCountry, findProfile } from './queries.js';
