export * from './disputes.js';
export * from './responses.js';
export * from './rounding.js';
