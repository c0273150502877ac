import { createHash } from 'node:crypto';
import { forwardedShop, shopOfAddress } from '@parcelway/domain';
import type { Attachment } from 'mailparser';

/** What an order e-mail forwarded to us says, as far as pre-alerting needs it. */
export interface ForwardedOrderMail {
  /** The Message-ID, or for a message without one a digest of its bytes (a resend of the same bytes is the same). */
  messageId: string;
  /** The From header's addresses, lower case: the customer's own address, when it is theirs. */
  from: string[];
  /** The forwarded subject, without the forwarding prefixes. */
  subject: string;
  /** The text of the message and of any message attached to it (forwarded as an attachment). */
  text: string;
  /** The shop: the sender of the forwarded message, when the forward names one. */
  shop: string | null;
}

const FORWARD_PREFIX = /^\s*((fwd?|fw|tr|wg|转发|轉寄|轉發)\s*[:：]\s*)+/i;

const PARSING = { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true } as const;

/** mailparser, loaded with the first message rather than at every start of the server (a third of a second of CPU). */
async function simpleParser(raw: Buffer, options: typeof PARSING) {
  return (await import('mailparser')).simpleParser(raw, options);
}

/** Messages forwarded as attachments (message/rfc822), a forward of a forward included: their shop and text. */
async function attachedMessages(
  attachments: Attachment[],
  depth = 0,
): Promise<{ shop: string | null; text: string }[]> {
  if (depth > 1) return [];
  const found: { shop: string | null; text: string }[] = [];
  for (const attachment of attachments) {
    if (attachment.contentType !== 'message/rfc822') continue;
    const inner = await simpleParser(attachment.content, PARSING);
    found.push({ shop: inner.from ? shopOfAddress(inner.from.text) : null, text: inner.text ?? '' });
    found.push(...(await attachedMessages(inner.attachments, depth + 1)));
  }
  return found;
}

/** Reads a forwarded order e-mail from its raw bytes (MIME, any charset and transfer encoding; HTML read as text). */
export async function readForwardedMail(raw: Buffer): Promise<ForwardedOrderMail> {
  const mail = await simpleParser(raw, PARSING);
  const attached = await attachedMessages(mail.attachments);
  const text = [mail.text ?? '', ...attached.map((message) => message.text)].join('\n');
  const from = (mail.from?.value ?? []).flatMap((entry) => (entry.address ? [entry.address.toLowerCase()] : []));
  const subject = (mail.subject ?? '').replace(FORWARD_PREFIX, '').trim().slice(0, 300);
  return {
    messageId: mail.messageId?.trim() || `sha256:${createHash('sha256').update(raw).digest('hex')}`,
    from,
    subject,
    text,
    shop: attached.find((message) => message.shop)?.shop ?? forwardedShop(mail.text ?? ''),
  };
}
