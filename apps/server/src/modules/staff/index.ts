/**
 * What the app uses of the staff console: its routes.
 */
export { staffConfigRoutes } from './config-routes.js';
export { staffRoutes } from './routes.js';
