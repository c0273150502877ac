/**
 * What others use of notifications: telling a customer (notify, account mail, journey notices), push, and the
 * routes. It reads the customer's contact from users and is handed what it needs of the modules above it.
 */
export { notifyParcelArrived, notifyTrackingMilestones, notifyWaybillMove } from './journey.js';
export { type Block, renderMail } from './layout.js';
export { tellPointsExpired, warnPointsExpiring } from './points-notices.js';
export { pushRoutes } from './push-routes.js';
export { webPushTransport } from './push-transport.js';
export { notificationRoutes } from './routes.js';
export { forgetNotificationsOf, notify, sendAccountMail, waybillMailAddress } from './service.js';
export { notificationStaffRoutes } from './staff-routes.js';
export { type ParcelsInStockBetween, sendStorageReminders } from './storage-reminders.js';
export { APP_URL, type DisputedRef } from './templates.js';
export { notificationPlaceholders } from './unsubscribe.js';
