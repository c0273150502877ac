import nodemailer from 'nodemailer';
import type { OutboxMessage } from './queries.js';

/** Delivers one message or throws. `name` is recorded on the message. */
export interface Transport {
  name: string;
  /**
   * The stored message is what this transport shows (the development mailbox), so its body stays readable
   * after sending. Every other transport has handed the message on, and any secret in it is starred out.
   */
  keepsBody?: boolean;
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
 * Development stand-in: the message stays in the outbox table, readable at GET /dev/mailbox.
 * SMS always uses it, since no SMS gateway is reachable from here; a real gateway plugs in as another Transport.
 */
export const devMailboxTransport: Transport = {
  name: 'dev-mailbox',
  keepsBody: true,
  async send() {},
};
