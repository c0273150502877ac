export * from './public-holidays.js';
export * from './working-days.js';
