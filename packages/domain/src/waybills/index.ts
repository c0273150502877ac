export * from './next-step.js';
export * from './responses.js';
export * from './schemas.js';
export * from './staff-responses.js';
export * from './status.js';
export * from './steps.js';
export * from './submission-quote.js';
