import { currentLanguage } from '../../../lib/i18n';

/** Query keys of the address book; a saved or deleted recipient invalidates `all`, so lists and details refresh. */
export const addressBookKeys = {
  all: ['recipients'] as const,
  list: (keyword: string) => ['recipients', 'list', currentLanguage(), keyword] as const,
  detail: (id: number | null) => ['recipients', 'detail', currentLanguage(), id] as const,
  // Reference lists no recipient changes: outside `all`.
  states: (countryId: number | null) => ['states', currentLanguage(), countryId] as const,
  addressSuggestions: (countryId: number | null, text: string) =>
    ['addressSuggestions', currentLanguage(), countryId, text] as const,
};
