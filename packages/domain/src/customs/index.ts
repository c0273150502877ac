export * from './business.js';
export * from './goods.js';
export * from './landed-cost.js';
export * from './line-goods.js';
export * from './record.js';
export * from './rule.js';
export * from './rules.js';
