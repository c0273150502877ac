/**
 * What others use of the third-party settings: the content security policy and the routes.
 */
export { contentSecurityDirectives } from './csp.js';
export { thirdPartyRoutes } from './routes.js';
