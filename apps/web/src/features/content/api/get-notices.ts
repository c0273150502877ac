import type { ContentDetail, NoticeSummary } from '@parcelway/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentKeys, UNREAD_QUERIES } from './content-keys';

/** GET /api/noticeList: the notices now showing. */
export async function getNotices(): Promise<NoticeSummary[]> {
  return (await api.get<NoticeSummary[]>('/api/noticeList', { background: true })).data;
}

export function useNotices() {
  return useQuery({ queryKey: contentKeys.notices(), queryFn: getNotices });
}

/** GET /api/noticeDetail/{id}. */
export async function getNotice(id: number): Promise<ContentDetail> {
  return (await api.get<ContentDetail>(`/api/noticeDetail/${id}`, { silent: true })).data;
}

export function useNotice(id: number | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: contentKeys.notice(id ?? 0),
    queryFn: async () => {
      const notice = await getNotice(id ?? 0);
      for (const queryKey of UNREAD_QUERIES) void queryClient.invalidateQueries({ queryKey });
      return notice;
    },
    enabled: id !== undefined,
  });
}
