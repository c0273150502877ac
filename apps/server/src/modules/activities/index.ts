/**
 * What others use of activities: the routes the app registers.
 */
export { activityRoutes } from './routes.js';
