export * from './facts.js';
export * from './markdown.js';
export * from './responses.js';
export * from './schemas.js';
export * from './search.js';
export * from './slugs.js';
export * from './support-hours.js';
export * from './visibility.js';
