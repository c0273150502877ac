// What app/ may compose from the payments feature (issue 7's pay pages): the polled pay result and the
// bank details of a transfer.
export { BankAccount } from './components/bank-account';
export { PayResult } from './components/pay-result';
