export * from './kinds.js';
export * from './push.js';
export * from './schemas.js';
