export * from './calendar-date.js';
export * from './wall-clock.js';
