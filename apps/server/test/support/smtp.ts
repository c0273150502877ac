import { type AddressInfo, createServer, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** The text of a single-part message, decoded from its transfer encoding. */
export function messageText(raw: string): string {
  const [headers = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const content = rest.join('\n\n');
  if (/content-transfer-encoding: base64/i.test(headers))
    return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding: quoted-printable/i.test(headers)) {
    const bytes = content
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return content;
}

/** A real SMTP server on a free local port that keeps what it receives. */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * A dead mail server: it accepts connections and never writes a byte, so a client waits for the greeting.
 * `connected` settles on the first connection; `close` drops the connections it holds.
 */
export async function startSilentServer() {
  const sockets = new Set<Socket>();
  let markConnected: () => void = () => {};
  const connected = new Promise<void>((resolve) => {
    markConnected = resolve;
  });
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    markConnected();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () => {
    for (const socket of sockets) socket.destroy();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { port, connected, close };
}

export interface ParsedMail {
  /** Header names in lower case, folded lines joined, encoded words decoded. */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string | null;
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_whole, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

function headersOf(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeEncodedWords(line.slice(colon + 1).trim());
  }
  return headers;
}

/** A received mail's headers and its plain-text and HTML parts (single-part or multipart/alternative). */
export function parseMail(raw: string): ParsedMail {
  const [head = ''] = raw.split(/\r?\n\r?\n/);
  const headers = headersOf(head);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  let text = '';
  let html: string | null = null;
  if (boundary) {
    for (const part of raw.split(`--${boundary}`).slice(1)) {
      const trimmed = part.replace(/^\r?\n/, '');
      const type = headersOf(trimmed.split(/\r?\n\r?\n/)[0] ?? '')['content-type'] ?? '';
      if (type.startsWith('text/plain')) text = messageText(trimmed).trim();
      if (type.startsWith('text/html')) html = messageText(trimmed).trim();
    }
  } else text = messageText(raw);
  return { headers, subject: headers.subject ?? '', text, html };
}

/** Whether a mail is the address confirmation every sign-up sends (its link opens the app's verification page). */
export function isAddressConfirmation(mail: ParsedMail): boolean {
  return mail.text.includes('/pages/login/verification?confirm=');
}
