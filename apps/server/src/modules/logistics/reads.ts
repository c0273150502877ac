/** What other modules may read of lines and exchange rates without going through a whole quote. */
export { findLineById } from './queries.js';
export { dutiesView } from './quote.js';
export { kg, ratesToday } from './service.js';
