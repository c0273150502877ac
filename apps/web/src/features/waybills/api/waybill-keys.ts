import { currentLanguage } from '../../../lib/i18n';

/** Query keys of the waybills feature; a change invalidates `all` so lists, counts and details refresh. */
export const waybillKeys = {
  all: ['waybills'] as const,
  list: (filter: object) => ['waybills', 'list', currentLanguage(), filter] as const,
  tabs: () => ['waybills', 'tabs', currentLanguage()] as const,
  counts: () => ['waybills', 'counts'] as const,
  detail: (id: number) => ['waybills', 'detail', currentLanguage(), id] as const,
  parcelsInfo: (ids: number[]) => ['waybills', 'parcelsInfo', currentLanguage(), ids] as const,
  agents: (id: number) => ['waybills', 'agents', currentLanguage(), id] as const,
  related: (id: number) => ['waybills', 'related', currentLanguage(), id] as const,
};
