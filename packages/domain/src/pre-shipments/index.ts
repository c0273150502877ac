export * from './distance.js';
export * from './drop-off-code.js';
export * from './pickup.js';
export * from './schemas.js';
export * from './staff-responses.js';
export * from './status.js';
export * from './storage.js';
