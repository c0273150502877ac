import {
  batchPreAlertInputSchema,
  findTrackingNumbers,
  MAX_TRACKING_NUMBERS_PER_ADD,
  readTrackingNumber,
  type TrackingNumberReader,
  translate,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { InboundMailNumber } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { addPreAlerts } from '../parcels/index.js';
import type { Mailbox } from './mailbox.js';
import { claimInboundMail, deleteInboundMailsOf, isInboundMailRead, markInboundMailRead } from './queries.js';
import { readForwardedMail } from './reading.js';
import { sendReadingReply } from './reply.js';

/** How a number found in an order e-mail is judged: the domain's reader of every carrier's forms and check digits. */
const readNumber: TrackingNumberReader = readTrackingNumber;

/** A server that died while reading a message leaves it to a redelivery after this long. */
const READING_LEASE_MS = 10 * 60_000;
/** An order e-mail names a handful of parcels; past this many numbers the rest is not read. */
const MAX_NUMBERS_PER_MAIL = 20;

/**
 * What became of a delivery: read now, read before, being read by another server at this moment (the sender is asked
 * to try again later, so a server that dies mid-read loses nothing), or not the customer's.
 */
export type ReadingOutcome = 'read' | 'already_read' | 'being_read' | 'not_the_customers';

/**
 * Reads an order e-mail the customer forwarded: pre-alerts the tracking numbers whose check digit holds, records
 * what it found, and tells the customer (a reply mail and the list in the app). A message is read once (its
 * Message-ID), whoever delivers it and however often. Its From must be the customer's own address, like the envelope's.
 */
export async function readOrderMail(ctx: AppContext, mailbox: Mailbox, raw: Buffer): Promise<ReadingOutcome> {
  const mail = await readForwardedMail(raw);
  if (mail.from.length !== 1 || mail.from[0] !== mailbox.email) return 'not_the_customers';
  const now = ctx.clock();
  const message = { customerId: mailbox.customerId, messageId: mail.messageId.slice(0, 500) };
  const claimed = await claimInboundMail(ctx.db, message, now, new Date(now.getTime() + READING_LEASE_MS));
  if (claimed === null)
    return (await isInboundMailRead(ctx.db, message.customerId, message.messageId)) ? 'already_read' : 'being_read';

  const found = findTrackingNumbers(mail.text, readNumber);
  const remark = mail.shop ? translate(mailbox.language, 'inboundMail.remark', { shop: mail.shop }).slice(0, 500) : '';
  const numbers: InboundMailNumber[] = [
    ...(await preAlert(
      ctx,
      mailbox,
      found.found.slice(0, MAX_NUMBERS_PER_MAIL).map((entry) => entry.number),
      remark,
    )),
    ...found.unread.map(({ number, reason }) => ({ trackingNumber: number, outcome: reason })),
  ];
  const result = { shop: mail.shop, subject: mail.subject, numbers };
  await ctx.db.transaction(async (tx) => {
    await markInboundMailRead(tx, claimed, result);
    await sendReadingReply(tx, mailbox, result, ctx.clock());
  });
  return 'read';
}

/**
 * Pre-alerts the numbers at the customer's warehouse, five at a time as the form does (one batch per order). A
 * number the customer already has is left as it is; a refusal of another kind is recorded with its reason.
 */
async function preAlert(
  ctx: AppContext,
  mailbox: Mailbox,
  numbers: string[],
  remark: string,
): Promise<InboundMailNumber[]> {
  const outcomes: InboundMailNumber[] = [];
  for (let start = 0; start < numbers.length; start += MAX_TRACKING_NUMBERS_PER_ADD) {
    let batch = numbers.slice(start, start + MAX_TRACKING_NUMBERS_PER_ADD);
    while (batch.length > 0) {
      try {
        const input = batchPreAlertInputSchema.parse({ tracking_numbers: batch, remark });
        const added = await addPreAlerts(ctx, mailbox.customerId, input, mailbox.language);
        for (const parcel of added.list)
          outcomes.push({ trackingNumber: parcel.tracking_number, outcome: 'created', parcelId: parcel.id });
        batch = [];
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const held = error.messageKey === 'parcel.trackingNumberExists' ? error.options.data : undefined;
        const number = typeof held?.tracking_number === 'string' ? held.tracking_number : null;
        if (number && batch.includes(number)) {
          const parcelId = typeof held?.parcel_id === 'number' ? held.parcel_id : null;
          outcomes.push({ trackingNumber: number, outcome: 'existing', parcelId });
          batch = batch.filter((other) => other !== number);
        } else {
          for (const trackingNumber of batch)
            outcomes.push({ trackingNumber, outcome: 'refused', reason: error.messageKey });
          batch = [];
        }
      }
    }
  }
  return outcomes;
}

/** Forgets the order e-mails a closing customer forwarded (in the closing transaction). */
export async function forgetInboundMailsOf(tx: Database, customerId: number): Promise<void> {
  await deleteInboundMailsOf(tx, customerId);
}
