/** What other modules may read of lines and exchange rates without going through a whole quote. */
export { findLineById } from './queries.js';
export { ratesToday } from './service.js';
