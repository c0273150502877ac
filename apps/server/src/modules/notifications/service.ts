import {
  type AccountMailKind,
  internationalPhone,
  type Language,
  type MessageParams,
  type NotificationKind,
  PROOF_MAIL_KINDS,
  subscriptionField,
} from '@parcelway/domain';
import type { Database } from '../../db/client.js';
import { enqueueMessage } from '../outbox/index.js';
import { notificationContact, subscribeConfigOf } from '../users/index.js';
import { deletePushSubscriptionsOf, findPushSubscriptionsOf } from './push-queries.js';
import { deleteTransactionEmailsOf, findTransactionEmail } from './queries.js';
import {
  accountMail,
  type NotificationOf,
  notificationMail,
  notificationPush,
  notificationSms,
  UNSUBSCRIBE_URL,
} from './templates.js';

export type Notification<K extends NotificationKind = NotificationKind> = NotificationOf<K> & { customerId: number };

/**
 * Tells a customer of a moment they wait for, in the transaction of the change that caused it (sent only if it
 * commits): by email, SMS and push as their subscription settings say, in their language. A waybill's mails go to the
 * address set for its transactions when there is one. SMS go only to a verified phone; push to each device the
 * customer subscribed. A mail to the account's address while the customer has not confirmed it is held until they do
 * (outbox `releaseHeldMessages`).
 */
export async function notify(tx: Database, notification: Notification, now: Date): Promise<void> {
  const contact = await notificationContact(tx, notification.customerId);
  if (!contact) return;
  const settings = await subscribeConfigOf(tx, notification.customerId);
  const { language, firstName } = contact;
  const common = { customerId: notification.customerId, kind: notification.kind };
  if (settings[subscriptionField(notification.kind, 'email')]) {
    const mail = notificationMail(language, firstName, notification);
    const waybillEmail =
      'waybillId' in notification.data ? await findTransactionEmail(tx, notification.data.waybillId) : undefined;
    const recipient = waybillEmail ?? contact.email;
    await enqueueMessage(
      tx,
      {
        ...common,
        held: !contact.emailVerified && recipient === contact.email,
        channel: 'email',
        recipient,
        subject: mail.subject,
        body: mail.text,
        html: mail.html,
        headers: {
          'List-Unsubscribe': `<${UNSUBSCRIBE_URL}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      },
      now,
    );
  }
  if (settings[subscriptionField(notification.kind, 'sms')] && contact.verifiedPhone) {
    const { phoneCode, phone } = contact.verifiedPhone;
    await enqueueMessage(
      tx,
      {
        ...common,
        channel: 'sms',
        recipient: internationalPhone(phoneCode, phone),
        body: notificationSms(language, notification),
      },
      now,
    );
  }
  if (settings[subscriptionField(notification.kind, 'push')]) {
    const devices = await findPushSubscriptionsOf(tx, notification.customerId);
    if (devices.length > 0) {
      const push = notificationPush(language, notification);
      for (const device of devices) {
        const message = { subject: push.title, body: JSON.stringify(push) };
        await enqueueMessage(tx, { ...common, ...message, channel: 'push', recipient: device.endpoint }, now);
      }
    }
  }
}

export interface AccountMail {
  to: string;
  customerId: number | null;
  language: Language;
  kind: AccountMailKind;
  params: MessageParams;
  /** A code the body names as `{code}`: kept only until delivered. */
  secrets?: Record<string, string>;
}

/** Whether a mail must wait for its customer to confirm the address it goes to: all but the proofs themselves do. */
async function waitsForConfirmation(tx: Database, mail: AccountMail): Promise<boolean> {
  if (mail.customerId === null || PROOF_MAIL_KINDS.includes(mail.kind)) return false;
  const account = await notificationContact(tx, mail.customerId);
  return account !== undefined && !account.emailVerified && account.email === mail.to;
}

/**
 * Queues an account mail (welcome, code, receipt, decision) in the caller's transaction: sent whatever the settings
 * say, no unsubscribe; held while it goes to the customer's unconfirmed address, unless it is the proof of it.
 */
export async function sendAccountMail(tx: Database, mail: AccountMail, now: Date): Promise<void> {
  const rendered = accountMail(mail.language, mail.kind, mail.params);
  await enqueueMessage(
    tx,
    {
      held: await waitsForConfirmation(tx, mail),
      channel: 'email',
      recipient: mail.to,
      subject: rendered.subject,
      body: rendered.text,
      html: rendered.html,
      kind: mail.kind,
      secrets: mail.secrets,
      customerId: mail.customerId,
    },
    now,
  );
}

/** Forgets the addresses a closing customer set for their waybills' mails and their devices (in the closing transaction). */
export async function forgetNotificationsOf(tx: Database, customerId: number): Promise<void> {
  await deleteTransactionEmailsOf(tx, customerId);
  await deletePushSubscriptionsOf(tx, customerId);
}

/** Where a waybill's account mails go: the address set for its transactions, else the customer's. */
export async function waybillMailAddress(tx: Database, waybillId: number, customerEmail: string): Promise<string> {
  return (await findTransactionEmail(tx, waybillId)) ?? customerEmail;
}
