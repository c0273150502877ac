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

  it('generates an answer writer from every route’s response schema', async () => {
    await t.app.ready();
    expect(t.app.generateResponseWriters()).toBeGreaterThan(250);
  });

  it.each([true, false])('writes only the fields the schema names (full check %s)', async (checkResponses) => {
    const app = await buildApp({ ...testConfig(), checkResponses }, { database: await createTestDatabase() });
    try {
      const schema = z.object({ id: z.number(), nickname: z.string().nullable(), tags: z.array(z.string()) });
      app.get('/test/leaky', { schema: { response: answers(schema) } }, async () =>
        ok({ id: 7, password_hash: '$argon2id$secret', nickname: null, tags: ['a'], session: { token: 't' } }),
      );
      const response = await app.inject({ url: '/test/leaky' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 200, msg: 'ok', data: { id: 7, nickname: null, tags: ['a'] } });
    } finally {
      await app.close();
    }
  });

  it('with the full check, an answer the writer and zod would write differently is refused, logged by path without values', async () => {
    const lines: string[] = [];
    const app = await buildApp(testConfig({ logLevel: 'info' }), {
      database: await createTestDatabase(),
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      // zod's output trims; a JSON Schema cannot say so, so the generated writer would send the spaces.
      const schema = z.object({ email: z.string().trim() });
      app.get('/test/trimmed', { schema: { response: answers(schema) } }, async () =>
        ok({ email: ' secret@example.com ' }),
      );
      expect((await app.inject({ url: '/test/trimmed' })).statusCode).toBe(500);
      const logged = lines.join('');
      expect(logged).toContain('differ at answer.data.email');
      expect(logged).not.toContain('secret@example.com');
    } finally {
      await app.close();
    }
  });

  it('refuses an answer that lacks a required field, checked or not; the full check also refuses a wrong type', async () => {
    for (const checkResponses of [true, false]) {
      const app = await buildApp({ ...testConfig(), checkResponses }, { database: await createTestDatabase() });
      try {
        const schema = z.object({ id: z.number(), name: z.string() });
        app.get('/test/missing', { schema: { response: answers(schema) } }, async () => ok({ id: 7 }) as never);
        app.get('/test/wrong-type', { schema: { response: answers(schema) } }, async () =>
          ok({ id: 7, name: 12 as unknown as string }),
        );
        expect((await app.inject({ url: '/test/missing' })).statusCode).toBe(500);
        // Without the check the writer makes the number a string, as JSON.stringify would not: the check is what refuses.
        const wrongType = await app.inject({ url: '/test/wrong-type' });
        if (checkResponses) expect(wrongType.statusCode).toBe(500);
        else expect(wrongType.json().data).toEqual({ id: 7, name: '12' });
      } finally {
        await app.close();
      }
    }
  });
});
