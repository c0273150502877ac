import { isMessageKey, type Language, type MessageKey, translate } from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import type { InboundMailNumber } from '../../db/schema/index.js';
import { APP_URL, type Block, renderMail } from '../notifications/index.js';
import { enqueueMessage } from '../outbox/index.js';
import type { Mailbox } from './mailbox.js';

/** The outbox kind of the reply: delivery fills in the app's address for its button. */
const REPLY_KIND = 'pre_alerts_from_mail';

/** What became of one number, as the reply says it. */
function outcomeText(language: Language, number: InboundMailNumber): string {
  switch (number.outcome) {
    case 'created':
      return translate(language, 'inboundMail.created');
    case 'existing':
      return translate(language, 'inboundMail.existing');
    case 'refused': {
      const reason: MessageKey = isMessageKey(number.reason) ? number.reason : 'error.internal';
      return translate(language, 'inboundMail.refused', { reason: translate(language, reason) });
    }
    default:
      return translate(language, `inboundMail.unread.${number.outcome}`);
  }
}

/**
 * The reply to a forwarded order e-mail, to the customer's own address, in their language: which numbers became
 * pre-alerts and which were not read, and why. Sent whatever the notification settings say, as an answer to their mail.
 */
export async function sendReadingReply(
  tx: Database,
  mailbox: Mailbox,
  result: { shop: string | null; subject: string; numbers: InboundMailNumber[] },
  now: Date,
): Promise<void> {
  const { language } = mailbox;
  const created = result.numbers.filter((number) => number.outcome === 'created').length;
  const subject =
    created > 0
      ? translate(language, 'inboundMail.subject', { count: created })
      : translate(language, 'inboundMail.subjectNone');
  const blocks: Block[] = [
    { type: 'heading', text: subject },
    { type: 'paragraph', text: translate(language, 'notify.greeting', { name: mailbox.firstName }) },
    {
      type: 'paragraph',
      text: result.shop
        ? translate(language, 'inboundMail.body', { subject: result.subject, shop: result.shop })
        : translate(language, 'inboundMail.bodyNoShop', { subject: result.subject }),
    },
  ];
  if (result.numbers.length === 0)
    blocks.push({ type: 'paragraph', text: translate(language, 'inboundMail.nothingFound') });
  else {
    blocks.push({
      type: 'facts',
      rows: result.numbers.map((number) => ({ label: number.trackingNumber, value: outcomeText(language, number) })),
    });
    if (result.numbers.some((number) => number.outcome !== 'created' && number.outcome !== 'existing'))
      blocks.push({ type: 'paragraph', text: translate(language, 'inboundMail.checkUnread') });
  }
  blocks.push({
    type: 'button',
    label: translate(language, 'inboundMail.action'),
    href: `${APP_URL}/#/pages/personal/predeclare`,
  });
  const mail = renderMail({ language, subject, blocks });
  await enqueueMessage(
    tx,
    {
      channel: 'email',
      recipient: mailbox.email,
      subject: mail.subject,
      body: mail.text,
      html: mail.html,
      kind: REPLY_KIND,
      customerId: mailbox.customerId,
    },
    now,
  );
}
