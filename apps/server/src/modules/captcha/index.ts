/**
 * What others use of the captcha: the guard the app installs, failed sign-ins counted for it, and its routes.
 */
export { clearFailedLogins, recordFailedLogin } from './failed-logins.js';
export { registerCaptcha } from './guard.js';
export { captchaRoutes } from './routes.js';
