export * from './calendar-date.js';
