/**
 * What others use of verification: issuing and consuming codes and links.
 */
export { consumeCode, consumeLink, issueCode, issueCodeWithLink } from './service.js';
