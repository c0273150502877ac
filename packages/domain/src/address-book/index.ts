export * from './responses.js';
export * from './rules.js';
export * from './same-receiver.js';
export * from './schemas.js';
export * from './smart-address.js';
