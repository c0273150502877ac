import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { twilioGateway } from '../src/modules/outbox/sms.js';

interface Received {
  url: string;
  authorization: string;
  contentType: string;
  form: URLSearchParams;
}

/** A local server speaking the shape of Twilio's Messages API: keeps each request, answers with `status`. */
let status = 201;
const received: Received[] = [];
const server = createServer((request: IncomingMessage, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({
      url: request.url ?? '',
      authorization: request.headers.authorization ?? '',
      contentType: request.headers['content-type'] ?? '',
      form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
    });
    response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
  });
});
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the Twilio SMS adapter', () => {
  const gateway = () => twilioGateway({ accountSid: 'AC123', authToken: 'token-1', from: '+61400000000', baseUrl });

  it('posts the text as Twilio expects: form fields To, From, Body under the account, with basic auth', async () => {
    status = 201;
    await gateway().send('+61412000111', 'Parcelway：运单 PW1 已发出。');
    const [request] = received.splice(0);
    expect(request?.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request?.authorization).toBe(`Basic ${Buffer.from('AC123:token-1').toString('base64')}`);
    expect(request?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      To: '+61412000111',
      From: '+61400000000',
      Body: 'Parcelway：运单 PW1 已发出。',
    });
  });

  it('throws when the provider refuses, so the outbox retries later', async () => {
    status = 400;
    await expect(gateway().send('+61412000111', 'x')).rejects.toThrow('twilio answered 400');
  });
});

describe('SMS configuration', () => {
  const base = {
    NODE_ENV: 'test',
    APP_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: '/tmp/parcelway-sms',
  };

  it('sends through Twilio only when all three settings are given, and refuses half a configuration', () => {
    expect(loadConfig(base).sms).toBeUndefined();
    expect(() => loadConfig({ ...base, TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(ConfigError);
    const full = loadConfig({ ...base, TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+614' });
    expect(full.sms).toEqual({ accountSid: 'AC1', authToken: 't', from: '+614', baseUrl: undefined });
  });
});
