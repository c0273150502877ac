import type { ContentDetail, ContentSummary } from '@parcelway/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

/** GET /api/noticeList: the notices now showing. */
export async function getNotices(): Promise<ContentSummary[]> {
  return (await api.get<ContentSummary[]>('/api/noticeList', { background: true })).data;
}

export function useNotices() {
  return useQuery({ queryKey: contentKeys.notices(), queryFn: getNotices });
}

/** GET /api/noticeDetail/{id}. */
export async function getNotice(id: number): Promise<ContentDetail> {
  return (await api.get<ContentDetail>(`/api/noticeDetail/${id}`, { silent: true })).data;
}

export function useNotice(id: number | undefined) {
  return useQuery({
    queryKey: contentKeys.notice(id ?? 0),
    queryFn: () => getNotice(id ?? 0),
    enabled: id !== undefined,
  });
}
