/** A new customer starts with the default notification choices; registration (auth) writes them through this. */
export { insertDefaultNotificationSettings } from './queries.js';
