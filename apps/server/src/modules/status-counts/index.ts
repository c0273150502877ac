// The maintained counts of parcels and waybills per state, and of each warehouse's moments per quarter hour (kept by
// triggers, see db/schema/status-counts.ts): the reads other modules call, and the audit.

export { auditStatusCounts } from './audit.js';
export {
  type CountDifference,
  type CountedKind,
  maintainedByStatus,
  maintainedTotal,
  readCustomerCounts,
  readCustomerTotal,
  readMomentCounts,
  readWarehouseCounts,
  readWarehouseCountsByStore,
} from './queries.js';
export { statusCountStaffRoutes } from './staff-routes.js';
