export * from './compensation.js';
export * from './eligibility.js';
export * from './responses.js';
export * from './schemas.js';
export * from './status.js';
export * from './terms.js';
