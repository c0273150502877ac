/** The administrators as other modules reach them: an escalation mails every active admin. */
export { activeAdminEmails } from './queries.js';
