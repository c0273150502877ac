export * from './phone-rules.js';
export * from './schemas.js';
export * from './closure.js';
