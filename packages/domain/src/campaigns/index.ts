export * from './activities.js';
export * from './lottery.js';
