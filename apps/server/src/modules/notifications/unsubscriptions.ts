import {
  type Language,
  type NotificationKind,
  subscriptionField,
  subscriptionTopic,
  translate,
} from '@parcelway/domain';
import type { AppContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { notificationContact, saveSubscribeConfig, subscribeConfigOf } from '../users/index.js';
import { readUnsubscribeToken } from './unsubscribe.js';

export interface UnsubscribePage {
  status: number;
  language: Language;
  message: string;
  /** Asked before doing it (GET): where the confirming POST goes. */
  confirm: boolean;
}

/** The customer and kind of a link; a link we did not sign is a 400, one for a customer no longer here a 404. */
async function linkOwner(ctx: AppContext, token: string) {
  const link = readUnsubscribeToken(ctx.config.appSecret, token);
  if (!link) throw new AppError('invalid', 'unsubscribe.invalid');
  const contact = await notificationContact(ctx.db, link.customerId);
  if (!contact) throw new AppError('not_found', 'unsubscribe.invalid');
  return { ...link, contact };
}

function kindName(language: Language, kind: NotificationKind) {
  return translate(language, `notifyKind.${kind}`);
}

/** GET: asks, in the customer's language, whether to stop this kind of mail. Changes nothing. */
export async function unsubscribeQuestion(ctx: AppContext, token: string): Promise<UnsubscribePage> {
  const { kind, contact } = await linkOwner(ctx, token);
  const { language } = contact;
  const message = translate(language, 'unsubscribe.question', { kind: kindName(language, kind), email: contact.email });
  return { status: 200, language, message, confirm: true };
}

/** POST (RFC 8058 one-click): switches off the setting the kind's email follows. Saying it twice is harmless. */
export async function unsubscribe(ctx: AppContext, token: string): Promise<UnsubscribePage> {
  const { customerId, kind, contact } = await linkOwner(ctx, token);
  const settings = await subscribeConfigOf(ctx.db, customerId);
  await saveSubscribeConfig(
    ctx.db,
    customerId,
    { ...settings, [subscriptionField(kind, 'email')]: false },
    ctx.clock(),
  );
  const done = subscriptionTopic(kind) === 'promotion' ? 'unsubscribe.done.promotion' : 'unsubscribe.done';
  const message = translate(contact.language, done, { email: contact.email });
  return { status: 200, language: contact.language, message, confirm: false };
}
