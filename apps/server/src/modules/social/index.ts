/**
 * What others use of social sign-in: the providers the app builds and the routes.
 */
export { socialRoutes } from './routes.js';
