import type { ForwardedMail, InboundMails } from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { inboundAddress } from './mailbox.js';
import { type InboundMailRow, latestInboundMails } from './queries.js';

function present(row: InboundMailRow): ForwardedMail {
  const mail: ForwardedMail = {
    id: row.id,
    received_at: row.receivedAt.toISOString(),
    shop: row.shop,
    subject: row.subject,
    created: [],
    existing: [],
    unread: [],
  };
  for (const number of row.numbers) {
    const tracking_number = number.trackingNumber;
    if (number.outcome === 'created' && number.parcelId !== null)
      mail.created.push({ tracking_number, parcel_id: number.parcelId });
    else if (number.outcome === 'created' || number.outcome === 'existing')
      mail.existing.push({ tracking_number, parcel_id: number.parcelId });
    else mail.unread.push({ tracking_number, reason: number.outcome });
  }
  return mail;
}

/** GET /api/inboundMails: the customer's inbound address and their latest forwarded e-mails, newest first. */
export async function forwardedMails(ctx: AppContext, customerId: number, limit: number): Promise<InboundMails> {
  const config = ctx.config.inboundMail;
  const rows = await latestInboundMails(ctx.db, customerId, limit);
  return { address: config ? inboundAddress(config, customerId) : null, list: rows.map(present) };
}
