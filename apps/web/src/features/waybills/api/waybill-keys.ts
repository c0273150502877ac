import { currentLanguage } from '../../../lib/i18n';

/** Query keys of the waybills feature; a change invalidates `all` so lists, counts and details refresh. */
export const waybillKeys = {
  all: ['waybills'] as const,
  list: (filter: object) => ['waybills', 'list', currentLanguage(), filter] as const,
  tabs: () => ['waybills', 'tabs', currentLanguage()] as const,
  counts: () => ['waybills', 'counts'] as const,
  detail: (id: number) => ['waybills', 'detail', currentLanguage(), id] as const,
  doorDelivery: (id: number, currencyType: string | undefined) =>
    ['waybills', 'detail', currentLanguage(), id, 'door', currencyType] as const,
  parcelsInfo: (ids: number[]) => ['waybills', 'parcelsInfo', currentLanguage(), ids] as const,
  agents: (id: number) => ['waybills', 'agents', currentLanguage(), id] as const,
  transactionEmail: (id: number) => ['waybills', 'transactionEmail', id] as const,
  related: (id: number) => ['waybills', 'related', currentLanguage(), id] as const,
  lineQuotes: (request: object | null) => ['waybills', 'lineQuotes', currentLanguage(), request] as const,
  submissionQuote: (input: object | null) => ['waybills', 'submissionQuote', currentLanguage(), input] as const,
  recipient: (id: number | undefined) => ['waybills', 'recipient', id] as const,
  /** A waybill's claim terms (which reasons are open, its figures) and a claim by its id. */
  claimTerms: (id: number) => ['waybills', 'detail', currentLanguage(), id, 'claimTerms'] as const,
  claim: (id: number) => ['waybills', 'claim', currentLanguage(), id] as const,
  shipmentOptions: (storeId: number | null) => ['waybills', 'shipmentOptions', currentLanguage(), storeId] as const,
  // The shipper changes only with a submitted waybill, and then the next flow asks afresh.
  shipperAddress: () => ['shipperAddress'] as const,
};

/** The parcels feature's keys begin with this: a waybill made or cancelled moves its parcels in or out of stock. */
export const PARCEL_QUERIES = ['parcels'] as const;
