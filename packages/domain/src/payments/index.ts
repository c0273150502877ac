export * from './checkout.js';
export * from './coupons.js';
export * from './ledger.js';
export * from './methods.js';
export * from './responses.js';
export * from './staff-responses.js';
export * from './status.js';
export * from './top-up.js';
