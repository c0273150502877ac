/**
 * What the app uses of the staff console: its routes.
 */
export { staffConsoleRoutes } from './staff-routes.js';
