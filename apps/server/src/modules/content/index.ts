/**
 * What others use of content: warehouse news the app writes itself, the news count, and the routes.
 */
export { contentRoutes } from './routes.js';
export { eraseCustomerContent } from './staff.js';
export { contentStaffRoutes } from './staff-routes.js';
export { publishWarehouseNews } from './system-news.js';
