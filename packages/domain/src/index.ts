import './i18n/zod-messages.js';

export * from './accounts/index.js';
export * from './address-book/index.js';
export * from './catalogue/index.js';
export * from './content/index.js';
export * from './dates/index.js';
export * from './i18n/language.js';
export * from './i18n/messages.js';
export { messageKeyForIssue } from './i18n/zod-messages.js';
export * from './money/index.js';
export * from './notifications/index.js';
export * from './parcels/index.js';
export * from './payments/index.js';
export * from './pricing/index.js';
export * from './reference/index.js';
export * from './responses.js';
export * from './tracking/index.js';
export * from './waybills/index.js';
