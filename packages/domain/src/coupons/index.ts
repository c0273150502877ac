export * from './points.js';
export * from './rules.js';
export * from './schemas.js';
