export * from './declaration.js';
export * from './extra-services.js';
export * from './pre-alerts.js';
export * from './returns.js';
export * from './status.js';
export * from './storage.js';
export * from './tracking.js';
export * from './uploads.js';
