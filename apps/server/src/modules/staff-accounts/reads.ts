/** The audit trail as the staff console's customer page reads it: what staff did to one customer's things. */
export { pageAuditOfTargets } from './queries.js';
