/** What other modules may read of social sign-in: the accounts bound to a customer (the profile shows them). */
export { bindingsOf as boundAccountsOf, deleteBindingsOf as forgetBoundAccountsOf } from './queries.js';
