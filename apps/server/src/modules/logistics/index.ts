/**
 * What others use of logistics: lines, rates, the reference cache, quotes and the routes.
 */
export { previewLine } from './line-preview.js';
export { dutiesView, findLineById, kg } from './reads.js';
export { ReferenceCache } from './reference-cache.js';
export { logisticsRoutes } from './routes.js';
export { courierList, eta, loadLine, loadRouteLines, publicLine, ratesToday } from './service.js';
export { changeLine, staffLineList } from './staff-lines.js';
export { logisticsStaffRoutes } from './staff-routes.js';
export { type StoredLine, stored } from './stored-line.js';
