/** What other modules may read of lines and exchange rates without going through a whole quote. */
export { findLineById, ratesOn } from './queries.js';
