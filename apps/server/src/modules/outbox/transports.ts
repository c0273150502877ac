import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { AppConfig } from '../../config.js';
import type { OutboxMessage } from './queries.js';
import { type SmsGateway, twilioGateway } from './sms.js';

/** Delivers one message (its body with the secrets filled in) or throws. `name` is recorded on the message. */
export interface Transport {
  name: string;
  /** The dev mailbox shows messages from the table, so it needs their secrets kept; every other transport forgets them. */
  keepsSecrets?: boolean;
  send(message: OutboxMessage): Promise<void>;
}

/**
 * Thrown by a transport when the recipient is gone for good (a push subscription its service has expired): the
 * message is given up at once instead of retried.
 */
export class RecipientGone extends Error {}

/**
 * How long a mail server may take: to accept the connection, to greet, and between any two answers. Without them a
 * server that accepts and then stays silent would hold a message (and its claim) for minutes. A query parameter of
 * SMTP_URL (`?greetingTimeout=5000`) overrides one.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** SMTP_URL with the timeouts it does not set itself: nodemailer reads options from the URL alone when given one. */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, milliseconds] of Object.entries(SMTP_TIMEOUTS))
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(milliseconds));
  return url.toString();
}

export function smtpTransport(smtpUrl: string, from: string): Transport {
  const url = withTimeouts(smtpUrl);
  // nodemailer is loaded with the first message, not at every start of the server.
  let mailer: Transporter | undefined;
  return {
    name: 'smtp',
    async send(message) {
      mailer ??= (await import('nodemailer')).default.createTransport(url);
      await mailer.sendMail({
        from,
        to: message.recipient,
        subject: message.subject,
        text: message.body,
        ...(message.html !== null && { html: message.html }),
        ...(message.headers && { headers: message.headers }),
      });
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

/** The outbox transport of the SMS channel over a gateway (Twilio, the recording stand-in). */
export function smsTransport(gateway: SmsGateway): Transport {
  return {
    name: gateway.name,
    async send(message) {
      await gateway.send(message.recipient, message.body);
    },
  };
}

export type Transports = Record<OutboxMessage['channel'], Transport>;

/**
 * The transport of each channel: SMTP for email when SMTP_URL is set, Twilio for SMS when TWILIO_* is. Without them a message goes
 * to the dev mailbox only when it is named, otherwise to the log, and so does push unless `chosen` names its transport
 * (Web Push needs the subscriptions, which the notifications module keeps). `chosen` replaces any of them.
 */
export function transportsFor(
  config: Pick<AppConfig, 'devMailbox' | 'smtpUrl' | 'mailFrom' | 'sms'>,
  log: FastifyBaseLogger,
  chosen: Partial<Transports> = {},
): Transports {
  const undelivered = config.devMailbox ? devMailboxTransport : logTransport(log);
  const email = config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : undelivered;
  const sms = config.sms ? smsTransport(twilioGateway(config.sms)) : undelivered;
  return { email, sms, push: undelivered, ...chosen };
}
