import type { RecipientDraft } from '@parcelway/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, nextPageAfter } from '../../../lib/api-client';
import { addressBookKeys } from './address-book-keys';

/** An address-book entry as the server answers it: the domain's recipient fields (SPEC §3), and more. */
export interface Recipient extends Omit<RecipientDraft, 'country_id'> {
  id: number;
  /** "first last", as stored. */
  name: string;
  country_id: number;
  country_name: string;
  country_iso2: string;
  /** Whether it can be chosen for a waybill; when not, `problems` says why, by field. */
  complete: boolean;
  problems: Record<string, string>;
  created_at: string;
  updated_at: string;
}

export interface RecipientPage {
  list: Recipient[];
  total: number;
  page: number;
  perPage: number;
}

const PER_PAGE = 20;

/** GET /api/newRecipentsList: one page, newest changed first, optionally searched. */
export async function getRecipients(query: { page: number; keyword?: string }): Promise<RecipientPage> {
  return (
    await api.get<RecipientPage>('/api/newRecipentsList', {
      query: { page: query.page, perPage: PER_PAGE, keyword: query.keyword || undefined },
    })
  ).data;
}

/** The address book, page by page ("load more"). */
export function useRecipients(keyword: string) {
  return useInfiniteQuery({
    queryKey: addressBookKeys.list(keyword),
    queryFn: ({ pageParam }) => getRecipients({ page: pageParam, keyword }),
    initialPageParam: 1,
    getNextPageParam: nextPageAfter,
  });
}
