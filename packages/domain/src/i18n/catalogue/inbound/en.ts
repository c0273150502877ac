/** Pre-alerts from a forwarded order e-mail (the reply mail) and push notifications on the customer's devices. */
export const en = {
  'inboundMail.subject': 'Your forwarded order e-mail: {count} pre-alerts added',
  'inboundMail.subjectNone': 'Your forwarded order e-mail: no pre-alert added',
  'inboundMail.body': 'We read the order e-mail “{subject}” from {shop} that you forwarded to us.',
  'inboundMail.bodyNoShop': 'We read the order e-mail “{subject}” that you forwarded to us.',
  'inboundMail.created': 'Pre-alerted',
  'inboundMail.existing': 'Already pre-alerted',
  'inboundMail.unread.check_digit': 'Not added: its check digit does not match its carrier',
  'inboundMail.unread.unconfirmed': 'Not added: we could not confirm it is a tracking number',
  'inboundMail.refused': 'Not added: {reason}',
  'inboundMail.nothingFound':
    'We found no tracking number in it. Shops often send the number in a later “shipped” e-mail: forward that one, or add the number in the app.',
  'inboundMail.checkUnread': 'If a number we did not add is yours, pre-alert it in the app.',
  'inboundMail.action': 'See your pre-alerts',
  'inboundMail.remark': 'From your forwarded order e-mail: {shop}',
  'push.invalidSubscription': 'This device could not be signed up for notifications. Please try again.',
  'push.unknownService': 'Notifications can only be sent through the browser’s own push service.',
  'push.unavailable': 'Notifications on this device are not offered yet.',
} as const;

export type Key = keyof typeof en;
