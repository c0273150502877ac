import type { RecipientPage } from '@parcelway/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, nextPageAfter } from '../../../lib/api-client';
import { addressBookKeys } from './address-book-keys';

/** An address-book entry as the server answers it: the domain's recipient fields (SPEC §3), and more. */
export type { Recipient, RecipientPage } from '@parcelway/domain';

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
