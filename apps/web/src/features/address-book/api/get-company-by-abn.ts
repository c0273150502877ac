import type { AbnCompany } from '@parcelway/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { AbnCompany } from '@parcelway/domain';

/** GET /api/getCompanyByAbn: the business registered under an ABN (its errors are shown beside the field). */
export async function getCompanyByAbn(abn: string): Promise<AbnCompany> {
  return (await api.get<AbnCompany>('/api/getCompanyByAbn', { query: { abn }, silent: true })).data;
}

export function useCompanyByAbn() {
  return useMutation({ mutationFn: getCompanyByAbn });
}
