import { personName } from '@parcelway/domain';
import type { Recipient } from '../api/get-recipients';

const HAN = /\p{Script=Han}/u;

/** A name as its owner writes it: family name first without a space in Chinese (王小明), given name first otherwise. */
export function displayName(recipient: Pick<Recipient, 'first_name' | 'last_name'>): string {
  return personName(recipient.first_name, recipient.last_name);
}

/** One line of address in the order the destination writes it: Chinese big-to-small, others small-to-big. */
export function displayAddress(
  recipient: Pick<Recipient, 'address' | 'address2' | 'address3' | 'unit_number' | 'city' | 'state' | 'postcode'>,
): string {
  const { address, address2, address3, unit_number: unit, city, state, postcode } = recipient;
  if (HAN.test(address)) {
    return [postcode, `${state}${city}${address}${address2}${address3}`, unit].filter(Boolean).join(' ');
  }
  const street = [unit && `${unit}/`, address].filter(Boolean).join('');
  return [street, address2, address3, [city, state, postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}
