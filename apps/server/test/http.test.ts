import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { body, createTestApp, type TestApp, testConfig } from './support/app.js';
import { createTestDatabase } from './support/database.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

describe('HTTP conventions', () => {
  it('answers /healthz once the database answers', async () => {
    const response = await t.app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(body(response).data).toMatchObject({ status: 'up' });
  });

  it('puts a request id on every response, success or failure', async () => {
    const success = await t.app.inject('/api/countryList');
    const failure = await t.app.inject('/api/getUser');
    expect(success.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
    expect(body(failure)).toMatchObject({ code: 401, request_id: failure.headers['x-request-id'] });
  });

  it('answers an unknown path with the error envelope', async () => {
    const response = await t.app.inject({ url: '/api/noSuchThing', headers: { lang: 'en' } });
    expect(response.statusCode).toBe(404);
    expect(body(response)).toMatchObject({ code: 404, msg: 'We could not find what you asked for.' });
  });

  it('answers malformed JSON with 400 in the envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json', lang: 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).code).toBe(400);
  });

  it('never leaks internals on a 500', async () => {
    const app = await buildApp(testConfig(), { database: await createTestDatabase() });
    app.get('/boom', async () => {
      throw new Error('secret connection string postgres://admin:hunter2@db');
    });
    try {
      const response = await app.inject({ url: '/boom', headers: { lang: 'en' } });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('hunter2');
      expect(response.body).not.toContain('at ');
      expect(body(response)).toMatchObject({ code: 500, request_id: response.headers['x-request-id'] });
      expect(body(response).msg).toContain('request id');
    } finally {
      await app.close();
    }
  });

  it('publishes the OpenAPI document generated from the schemas', async () => {
    const response = await t.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/auth/register', '/api/getUser', '/api/transferAmount']),
    );
    expect(document.paths['/auth/register'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['first_name', 'email', 'password', 'agree']),
    );
  });
});

describe('configuration', () => {
  it('uses the defaults and checks the environment', () => {
    const config = loadConfig({ DATA_DIR: testConfig().dataDir });
    expect(config).toMatchObject({ port: 3000, env: 'development' });
    expect(config.appSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: config.dataDir }).appSecret).toBe(config.appSecret);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x@y/z' })).toThrow('postgres');
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: config.dataDir })).toThrow('APP_SECRET');
    expect(() => loadConfig({ STAFF_EMAIL: 'a@b.co', DATA_DIR: config.dataDir })).toThrow('STAFF_PASSWORD');
  });

  it('offers no support channel that was not configured, and reads the hours for each reader to write', () => {
    const dataDir = testConfig().dataDir;
    expect(loadConfig({ DATA_DIR: dataDir }).support).toEqual({
      email: '',
      phone: '',
      wechat: '',
      whatsapp: '',
      hours: null,
    });
    const configured = loadConfig({
      DATA_DIR: dataDir,
      SUPPORT_EMAIL: 'help@parcelway.com.au',
      SUPPORT_HOURS: 'Mon-Fri 09:00-18:00 Australia/Sydney',
    });
    expect(configured.support).toMatchObject({
      email: 'help@parcelway.com.au',
      phone: '',
      hours: { from_weekday: 1, to_weekday: 5, opens: '09:00', closes: '18:00', time_zone: 'Australia/Sydney' },
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, SUPPORT_HOURS: 'Mon–Fri 09:00–18:00 AEST' })).toThrow('SUPPORT_HOURS');
  });
});
