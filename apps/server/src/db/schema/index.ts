export * from './accounts.js';
export * from './catalogue.js';
export * from './ledger.js';
export * from './logistics.js';
export * from './outbox.js';
export * from './recipients.js';
export * from './reference.js';
