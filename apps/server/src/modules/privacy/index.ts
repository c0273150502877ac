/**
 * What others use of privacy: the check that nothing is in flight before a closure, and the routes.
 */
export { assertNothingInFlight } from './erasure.js';
export { privacyRoutes } from './routes.js';
