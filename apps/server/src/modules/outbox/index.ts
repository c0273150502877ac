/**
 * What others use of the outbox: queueing a message, releasing held mail, the transports and the worker.
 */
export { purgeStaleHeldMail } from './held-purge.js';
export { devMailboxRoutes } from './routes.js';
export { enqueueMessage, forgetMessagesOf, type OutboxMessage, releaseHeldMessages } from './service.js';
export { RecipientGone, type Transport, type Transports, transportsFor } from './transports.js';
export { OutboxWorker } from './worker.js';
