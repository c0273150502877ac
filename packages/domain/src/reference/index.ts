export * from './currency-ids.js';
export * from './ids.js';
export * from './phone.js';
export * from './processing-times.js';
export * from './responses.js';
export * from './warehouse-template.js';
