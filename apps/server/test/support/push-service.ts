import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A device as the push service knows it: its keys (the browser's), and what arrived for it. */
export interface StandInDevice {
  /** What the browser's `PushSubscription.toJSON()` gives the app. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** Each message's payload, decrypted with the device's private key. */
  received: string[];
  /** The status the service answers for this device (201, or 410 once the subscription expired). */
  answer: number;
}

interface Device extends StandInDevice {
  ecdh: ECDH;
  auth: Buffer;
  /** The application server key the browser subscribed with: only requests signed by it are taken. */
  applicationServerKey: string;
}

const hkdf = (ikm: Buffer, salt: Buffer, info: string | Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, typeof info === 'string' ? Buffer.from(info) : info, length));

/**
 * RFC 8291 (with RFC 8188's aes128gcm framing): the payload decrypted with the device's private key and auth secret.
 * Header: salt (16) · record size (4) · key id length (1) · key id (the sender's ephemeral public key); then records.
 */
export function decryptPayload(body: Buffer, ecdh: ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const senderPublic = body.subarray(21, 21 + idLength);
  const secret = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderPublic]);
  const ikm = hkdf(secret, auth, keyInfo, 32);
  const key = hkdf(ikm, salt, 'Content-Encoding: aes128gcm\0', 16);
  const baseNonce = hkdf(ikm, salt, 'Content-Encoding: nonce\0', 12);
  const records = body.subarray(21 + idLength);
  const parts: Buffer[] = [];
  for (let offset = 0, sequence = 0; offset < records.length; offset += recordSize, sequence += 1) {
    const record = records.subarray(offset, offset + recordSize);
    const nonce = Buffer.from(baseNonce);
    // The record's sequence number XORed into the nonce's low end (fewer than 2^32 records here).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', key, nonce);
    decipher.setAuthTag(record.subarray(-16));
    const plain = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
    // Padding: the delimiter (2 in the last record, 1 before) followed by zeros.
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end -= 1;
    const last = offset + recordSize >= records.length;
    if (plain[end] !== (last ? 2 : 1)) throw new Error('bad padding delimiter');
    parts.push(plain.subarray(0, end));
  }
  return Buffer.concat(parts).toString('utf8');
}

/**
 * RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`. The JWT is ES256-signed by that key, its audience is the
 * push service's origin, it expires within 24 hours and names a contact (`sub`). Answers the key, or why it is refused.
 */
function checkVapid(header: string | undefined, origin: string): { key: string } | { refused: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match) return { refused: 'no vapid authorization' };
  const [, token = '', key = ''] = match;
  const [head = '', claims = '', signature = ''] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return { refused: 'bad signature' };
  const { alg } = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  const now = Date.now() / 1000;
  if (alg !== 'ES256') return { refused: 'not ES256' };
  if (body.aud !== origin) return { refused: `audience ${body.aud}` };
  if (!body.exp || body.exp < now || body.exp > now + 24 * 3600 + 60) return { refused: 'bad expiry' };
  if (!/^(mailto:|https:)/.test(body.sub ?? '')) return { refused: 'no contact' };
  return { key };
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A local push service speaking the Web Push protocol (RFC 8030): `POST /push/<device>` with a TTL, an aes128gcm
 * encrypted body and a VAPID authorization; 201 when it takes the message, 410 for an expired subscription, 403 for
 * a request not signed with the key the device subscribed with, 400 for a malformed one.
 */
export async function startPushService() {
  const devices = new Map<string, Device>();
  const refusals: string[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      const device = devices.get(request.url?.replace(/^\/push\//, '') ?? '');
      const answer = (status: number, why?: string) => {
        if (why) refusals.push(why);
        response.writeHead(status).end();
      };
      if (request.method !== 'POST' || !device) return answer(404, `unknown ${request.url}`);
      if (device.answer !== 201) return answer(device.answer);
      if (!request.headers.ttl || !/^\d+$/.test(String(request.headers.ttl))) return answer(400, 'no TTL');
      if (request.headers['content-encoding'] !== 'aes128gcm') return answer(400, 'not aes128gcm');
      const vapid = checkVapid(request.headers.authorization, origin);
      if ('refused' in vapid) return answer(403, vapid.refused);
      if (vapid.key !== device.applicationServerKey) return answer(403, 'another application server key');
      try {
        device.received.push(decryptPayload(body, device.ecdh, device.auth));
      } catch (error) {
        return answer(400, `undecryptable: ${String(error)}`);
      }
      response.writeHead(201, { location: `${origin}/message/${randomUUID()}` }).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    refusals,
    /** A browser subscribing with the app's public key: a fresh P-256 key pair and auth secret, as the Push API makes. */
    subscribe(applicationServerKey: string): StandInDevice {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomUUID();
      const device: Device = {
        ecdh,
        auth,
        applicationServerKey,
        received: [],
        answer: 201,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
        },
      };
      devices.set(id, device);
      return device;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
