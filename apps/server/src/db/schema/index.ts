export * from './accounts.js';
export * from './catalogue.js';
export * from './files.js';
export * from './ledger.js';
export * from './logistics.js';
export * from './outbox.js';
export * from './parcels.js';
export * from './reference.js';
