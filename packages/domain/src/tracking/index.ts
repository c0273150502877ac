export * from './alerts.js';
export * from './codes.js';
export * from './delivery-window.js';
export * from './journey.js';
export * from './masking.js';
export * from './responses.js';
export * from './schemas.js';
