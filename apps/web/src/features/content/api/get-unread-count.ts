import type { UnreadCount } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { hasToken, useUserInfo } from '../../../lib/session';
import { contentKeys } from './content-keys';

/** GET /api/unreadContentCount: the notices and the warehouse's news the customer has not opened yet. */
export async function getUnreadCount(storeId: number | undefined): Promise<UnreadCount> {
  return (await api.get<UnreadCount>('/api/unreadContentCount', { query: { store_id: storeId }, background: true }))
    .data;
}

/** The counts for the signed-in customer's warehouse; nothing for a visitor. */
export function useUnreadCount() {
  const user = useUserInfo();
  const storeId = user.data?.store_id;
  return useQuery({
    queryKey: contentKeys.unread(storeId),
    queryFn: () => getUnreadCount(storeId),
    enabled: hasToken() && user.data !== undefined,
    staleTime: 0,
  });
}
