/**
 * What others use of inbound mail: the listener the app starts, the dev mailbox and the routes.
 */
export { InboundMailListener } from './listener.js';
export { inboundMailRoutes } from './routes.js';
export { forgetInboundMailsOf } from './service.js';
