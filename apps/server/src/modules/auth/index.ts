/**
 * What others use of auth: sign-up and sign-in for social accounts, the sessions a closure or a changed address
 * ends, staff sign-in and the routes the app registers.
 */
export { type EmailProof, markEmailConfirmed } from './email-confirmation.js';
export { emailRoutes } from './email-routes.js';
export { authRoutes } from './routes.js';
export {
  createAccount,
  ensureStaffAccount,
  type LoginResult,
  loggedIn,
  passwordMatches,
  setFirstPassword,
  staffLogin,
} from './service.js';
export { authenticate, revokeCustomerSessions } from './sessions.js';
