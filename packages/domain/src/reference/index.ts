export * from './ids.js';
export * from './phone.js';
