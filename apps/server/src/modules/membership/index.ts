/**
 * What others use of membership: a customer's terms at a moment, invitation rewards, its settlement and routes.
 */
export { closeMembershipsOf } from './closure.js';
export { reverseInviteReward, rewardInviteForPayment } from './invites.js';
export { MEMBERSHIP_PURPOSE, membershipSettlement } from './purchase.js';
export { memberTermsAt } from './reads.js';
export { sendRenewalReminders } from './renewal-reminders.js';
export { membershipRoutes } from './routes.js';
export { membershipStaffRoutes } from './staff-routes.js';
