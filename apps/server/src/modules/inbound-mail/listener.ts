import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { SMTPServer, SMTPServerDataStream, SMTPServerSession } from 'smtp-server';
import type { AppContext } from '../../http/context.js';
import { type Mailbox, mailboxOwner } from './mailbox.js';
import { readOrderMail } from './service.js';

/** An order confirmation with its pictures fits in this; a bigger message is refused (552) rather than read. */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/** An SMTP answer: the code and enhanced status go back to the sending server. */
function answer(code: number, text: string): Error & { responseCode: number } {
  return Object.assign(new Error(text), { responseCode: code });
}

/**
 * The same refusal for a mailbox that does not exist and for a sender that is not its customer's own address, so the
 * answer tells a stranger no more than that this pair is not accepted.
 */
const NOT_ACCEPTED = () =>
  answer(550, '5.7.1 This address takes order e-mails only from its own customer’s e-mail address');

/**
 * Receives order e-mails customers forward to their inbound address (`<support number>@INBOUND_MAIL_DOMAIN`). Refused
 * with 550 at RCPT when the envelope sender is not the customer's own address (or the mailbox is no customer's), and
 * at the end of DATA when the From header is not either; a failure on our side is a 451, so the sender retries.
 */
export class InboundMailListener {
  private readonly server: SMTPServer;

  /** Loads smtp-server only where inbound mail is configured (a server without it never does). */
  static async open(ctx: AppContext, log: FastifyBaseLogger): Promise<InboundMailListener> {
    const { SMTPServer } = await import('smtp-server');
    return new InboundMailListener(ctx, log, SMTPServer);
  }

  private constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
    Server: typeof SMTPServer,
  ) {
    const config = ctx.config.inboundMail;
    if (!config) throw new Error('the inbound mail listener needs INBOUND_SMTP_PORT and INBOUND_MAIL_DOMAIN');
    this.server = new Server({
      name: config.domain,
      banner: 'Parcelway order e-mails',
      logger: false,
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      size: MAX_MESSAGE_BYTES,
      onRcptTo: (address, session, callback) => {
        this.acceptRecipient(address.address, session).then(
          () => callback(),
          (error: unknown) => callback(this.refusal(error)),
        );
      },
      onData: (stream, session, callback) => {
        this.readMessage(stream, session).then(
          (reply) => callback(null, reply),
          (error: unknown) => callback(this.refusal(error)),
        );
      },
    });
    this.server.on('error', (err) => this.log.warn({ err }, 'inbound mail listener error'));
  }

  /** Starts listening where the configuration says; answers the port (a free one when configured as 0). */
  async listen(): Promise<number> {
    const { host, port } = this.ctx.config.inboundMail ?? { host: '127.0.0.1', port: 0 };
    await new Promise<void>((resolve, reject) => {
      this.server.server.once('error', reject);
      this.server.listen(port, host, () => resolve());
    });
    return (this.server.server.address() as AddressInfo).port;
  }

  close(): Promise<void> {
    if (!this.server.server.listening) return Promise.resolve();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async ownerFor(recipient: string, session: SMTPServerSession): Promise<Mailbox> {
    const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address.toLowerCase() : '';
    const owner = await mailboxOwner(this.ctx, recipient);
    if (!owner || sender === '' || owner.email !== sender) throw NOT_ACCEPTED();
    return owner;
  }

  private async acceptRecipient(recipient: string, session: SMTPServerSession): Promise<void> {
    await this.ownerFor(recipient, session);
  }

  private async readMessage(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    if (stream.sizeExceeded) throw answer(552, '5.3.4 The message is too big');
    // Every recipient was accepted for the sender's own mailbox, so they are one customer.
    const [first] = session.envelope.rcptTo;
    if (!first) throw answer(503, '5.5.1 No recipient');
    const owner = await this.ownerFor(first.address, session);
    const outcome = await readOrderMail(this.ctx, owner, Buffer.concat(chunks));
    if (outcome === 'not_the_customers') {
      this.log.info({ customerId: owner.customerId }, 'inbound mail refused: its From is not the customer’s address');
      throw NOT_ACCEPTED();
    }
    if (outcome === 'being_read') throw answer(451, '4.3.0 This message is being read, please try again later');
    return outcome === 'already_read' ? 'Already read' : 'Read';
  }

  /** An SMTP refusal as it is; anything else is our failure: 451, so the sending server tries again later. */
  private refusal(error: unknown): Error {
    if (error instanceof Error && 'responseCode' in error) return error;
    this.log.error({ err: error }, 'inbound mail could not be read');
    return answer(451, '4.3.0 Please try again later');
  }
}
