// What app/ composes from the address book (a feature never imports another; app/ pages may).
export type { Recipient } from './api/get-recipients';
export { RecipientList, type RecipientListProps } from './components/recipient-list';
