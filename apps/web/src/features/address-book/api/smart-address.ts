import type { SmartAddressInput } from '@parcelway/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** What smartAddress read out of a pasted address; `recognised` names the fields it found. */
export interface ParsedAddress {
  country_id: number | null;
  first_name: string;
  last_name: string;
  phoneCode: string;
  contactNumber: string;
  email: string;
  state_id: number | null;
  state: string;
  city: string;
  postcode: string;
  address: string;
  address2: string;
  unit_number: string;
  recognised: string[];
}

/** POST /api/smartAddress (a 422 when nothing was recognised, shown by the box). */
export async function smartAddress(input: SmartAddressInput): Promise<ParsedAddress> {
  return (await api.post<ParsedAddress>('/api/smartAddress', input, { silent: true })).data;
}

export function useSmartAddress() {
  return useMutation({ mutationFn: smartAddress });
}
