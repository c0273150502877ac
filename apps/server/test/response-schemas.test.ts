import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app.js';
import { answers, ok } from '../src/http/envelope.js';
import { createTestApp, STAFF_CREDENTIALS, staffHeaders, type TestApp, testConfig } from './support/app.js';
import { createTestDatabase } from './support/database.js';
import { documentedOperations, type Operation, operationName } from './support/openapi.js';

/** Answers that are not the JSON envelope: a file (the data export is a JSON file to download), a PDF or a page. */
// socialCallback answers the browser with a redirect to socialPage, never JSON.
const NOT_JSON = new Set<string>([
  'GET /api/exportMyData',
  'GET /api/traceCard/{key}',
  'GET /auth/socialCallback',
  'GET /files/{id}',
  'GET /ops/parcels/{id}/label.pdf',
]);

let t: TestApp;
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
  operations = await documentedOperations(t.app, await staffHeaders(t.app));
});
afterAll(() => t.app.close());

describe('every JSON answer has a schema', () => {
  it('documents what each operation answers, in the public and the staff document', () => {
    const undescribed = operations
      .filter((operation) => !operation.okAnswer)
      .map(operationName)
      .filter((name) => !NOT_JSON.has(name));
    expect(undescribed).toEqual([]);
  });

  it('keeps the list of exceptions honest: each names an operation that has no schema', () => {
    const withoutSchema = new Set(operations.filter((operation) => !operation.okAnswer).map(operationName));
    expect([...NOT_JSON].filter((name) => !withoutSchema.has(name))).toEqual([]);
  });

  it('writes only the fields the schema names', async () => {
    const app = await buildApp(testConfig(), { database: await createTestDatabase() });
    try {
      app.get('/test/leaky', { schema: { response: answers(z.object({ id: z.number() })) } }, async () =>
        ok({ id: 7, password_hash: '$argon2id$secret' }),
      );
      const response = await app.inject({ url: '/test/leaky' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 200, msg: 'ok', data: { id: 7 } });
    } finally {
      await app.close();
    }
  });
});
