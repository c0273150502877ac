import type { Language } from '@parcelway/domain';
import type { InboundMailConfig } from '../../config.js';
import type { AppContext } from '../../http/context.js';
import { notificationContact } from '../users/index.js';

/** The customer an inbound address belongs to, as reading their mail needs them. */
export interface Mailbox {
  customerId: number;
  email: string;
  firstName: string;
  language: Language;
}

/** The customer's inbound address: their support number at the inbound domain. */
export function inboundAddress(config: InboundMailConfig, customerId: number): string {
  return `${customerId}@${config.domain}`;
}

/** The active customer whose inbound address `address` is (`<support number>@<domain>`), else null. */
export async function mailboxOwner(ctx: AppContext, address: string): Promise<Mailbox | null> {
  const domain = ctx.config.inboundMail?.domain;
  const match = /^(\d{1,9})@([^@]+)$/.exec(address.trim().toLowerCase());
  if (!domain || !match || match[2] !== domain) return null;
  const customerId = Number(match[1]);
  const contact = await notificationContact(ctx.db, customerId);
  if (!contact) return null;
  return { customerId, email: contact.email.toLowerCase(), firstName: contact.firstName, language: contact.language };
}
