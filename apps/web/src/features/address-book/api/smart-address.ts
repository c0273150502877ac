import type { RecognisedAddress, SmartAddressInput } from '@parcelway/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** What smartAddress read out of a pasted address (`recognised` names the fields), the state found in the list. */
export type ParsedAddress = RecognisedAddress;

/** POST /api/smartAddress (a 422 when nothing was recognised, shown by the box). */
export async function smartAddress(input: SmartAddressInput): Promise<ParsedAddress> {
  return (await api.post<ParsedAddress>('/api/smartAddress', input, { silent: true })).data;
}

export function useSmartAddress() {
  return useMutation({ mutationFn: smartAddress });
}
