export * from './accounts.js';
export * from './ledger.js';
export * from './outbox.js';
export * from './reference.js';
