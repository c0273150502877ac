import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { OutboxMessage } from './queries.js';

/** Delivers one message (its body with the secrets filled in) or throws. `name` is recorded on the message. */
export interface Transport {
  name: string;
  /** The dev mailbox shows messages from the table, so it needs their secrets kept; every other transport forgets them. */
  keepsSecrets?: boolean;
  send(message: OutboxMessage): Promise<void>;
}

export function smtpTransport(smtpUrl: string, from: string): Transport {
  const mailer = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message) {
      await mailer.sendMail({ from, to: message.recipient, subject: message.subject, text: message.body });
    },
  };
}

/**
 * Without SMTP_URL (and without the dev mailbox): the message is written to the server log, where the operator can read
 * it (a code included) and clients never can. It counts as sent, as a console mail backend does.
 */
export function logTransport(log: FastifyBaseLogger): Transport {
  return {
    name: 'log',
    async send(message) {
      log.info(
        { channel: message.channel, to: message.recipient, subject: message.subject, body: message.body },
        'message not delivered (no SMTP_URL or SMS gateway): written here instead',
      );
    },
  };
}

/**
 * Demo stand-in (DEV_MAILBOX=true): the message stays in the outbox table, readable at GET /dev/mailbox.
 * SMS uses it too while it is on (no SMS gateway is reachable from here); a real gateway plugs in as another Transport.
 */
export const devMailboxTransport: Transport = {
  name: 'dev-mailbox',
  keepsSecrets: true,
  async send() {},
};
