import { personName } from '../accounts/names.js';
import { normaliseDiallingCode } from '../reference/phone.js';
import { normaliseRecipientPhone } from './recipient-phone.js';

/**
 * SPEC §5: a recipient with the same name as another waybill in the batch must be renamed (customs would see
 * one consignment split into several). Pure, so the address book (recipients of a batch now) and the waybills
 * (their recipient snapshots) share it.
 */

export const RECEIVER_MATCHES = ['name', 'phone', 'address'] as const;
export type ReceiverMatch = (typeof RECEIVER_MATCHES)[number];

export interface ReceiverInBatch {
  /** The caller's name for the entry: a recipient id now, a waybill id once waybills exist. */
  ref: number;
  first_name: string;
  last_name: string;
  phoneCode?: string;
  contactNumber?: string;
  country_id?: number;
  postcode?: string;
  address?: string;
}

export interface SameReceiverGroup {
  /** The entries that go to one receiver, in the batch's order (a ref twice when it is on two waybills). */
  refs: number[];
  /** The receiver's name as the first of them writes it. */
  name: string;
  /** What they share. */
  by: ReceiverMatch[];
}

const letters = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** "Mei Lin" and "Lin Mei" are one name: Chinese names are written either way round. */
export function receiverNameKey(firstName: string, lastName: string): string {
  return [letters(firstName), letters(lastName)].sort().join('|');
}

function keyOf(entry: ReceiverInBatch, by: ReceiverMatch): string | null {
  if (by === 'name') {
    const key = receiverNameKey(entry.first_name, entry.last_name);
    return key === '|' ? null : key;
  }
  if (by === 'phone') {
    if (!entry.contactNumber) return null;
    const code = normaliseDiallingCode(entry.phoneCode ?? '');
    return `${code}|${normaliseRecipientPhone(entry.contactNumber, code)}`;
  }
  if (!entry.address) return null;
  return `${entry.country_id ?? ''}|${letters(entry.postcode ?? '')}|${letters(entry.address)}`;
}

/** The groups of entries in a batch that go to one receiver by any of `matchBy`; empty when all differ. */
export function sameReceiverGroups(
  entries: readonly ReceiverInBatch[],
  matchBy: readonly ReceiverMatch[] = ['name'],
): SameReceiverGroup[] {
  const parent = entries.map((_, index) => index);
  const root = (index: number): number => {
    let current = index;
    while (parent[current] !== current) current = parent[current] ?? current;
    return current;
  };
  const links = entries.map(() => new Set<ReceiverMatch>());
  for (const by of matchBy) {
    const first = new Map<string, number>();
    entries.forEach((entry, index) => {
      const key = keyOf(entry, by);
      if (key === null) return;
      const seen = first.get(key);
      if (seen === undefined) {
        first.set(key, index);
        return;
      }
      links[seen]?.add(by);
      links[index]?.add(by);
      parent[root(index)] = root(seen);
    });
  }
  const groups = new Map<number, number[]>();
  entries.forEach((_, index) => {
    const group = groups.get(root(index)) ?? [];
    group.push(index);
    groups.set(root(index), group);
  });
  return [...groups.values()]
    .filter((members) => members.length > 1)
    .map((members) => {
      const head = entries[members[0] ?? 0];
      const by = new Set(members.flatMap((index) => [...(links[index] ?? [])]));
      return {
        refs: members.map((index) => entries[index]?.ref ?? 0),
        name: head ? personName(head.first_name, head.last_name) : '',
        by: matchBy.filter((criterion) => by.has(criterion)),
      };
    });
}
