/**
 * What other modules use of staff accounts: recording a staff action in the audit trail, the warehouses a staff member
 * may act in, the administrators to alert, and the audit of one customer's things for the console's customer page.
 */
export { activeAdminEmails } from './admins.js';
export { recordStaffAction } from './audit.js';
export { pageAuditOfTargets } from './reads.js';
export { storesToList, worksIn } from './scope.js';
export { createStaff, listStaff, staffAudit, updateStaff } from './service.js';
export { staffAccountStaffRoutes } from './staff-routes.js';
