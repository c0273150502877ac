import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createTestApp,
  multipartFile,
  registerCustomer,
  SAMPLE_FILES,
  STAFF_CREDENTIALS,
  staffHeaders,
  type TestApp,
} from './support/app.js';
import { encodeJunk, fromSchema, type JsonSchema, junkString } from './support/junk.js';
import { documentedOperations, fillPath, type Operation, operationName } from './support/openapi.js';
import { plausible, poisonedCopies } from './support/poison.js';
import { AUSTRALIA, waybillFixtures } from './support/waybills.js';

/**
 * Every operation of the public OpenAPI document gets generated junk in its path, query and body —
 * NUL bytes, lone surrogates, huge numbers, wrong types, deep objects, very long text — from an anonymous
 * caller and from a logged-in customer who has data of their own. Whatever comes in, the answer is never
 * a 5xx. The seed is fixed so a failure replays; the run count keeps the file well under a minute.
 */

const SEED = 20_261_125;
const RUNS = { anonymous: 6, customer: 14 };

/** Calls that end the caller's session run last, so every other operation is tried while logged in. */
const ENDS_THE_SESSION = new Set(['POST /auth/logout', 'POST /api/cancelAccount']);

/**
 * Operations whose body is not JSON: fuzzed by the targeted cases further down instead, whether or not
 * the public document lists them (staff operations may live in a document of their own).
 */
const MULTIPART = new Set(['POST /api/upload', 'POST /ops/upload']);

let t: TestApp;
let staff: { authorization: string };
let operations: Operation[];
const fixtures = waybillFixtures(() => ({ t, staff }));

beforeAll(async () => {
  t = await createTestApp({ config: { staff: STAFF_CREDENTIALS } });
  staff = await staffHeaders(t.app);
  operations = (await documentedOperations(t.app, staff)).sort(
    (a, b) => Number(ENDS_THE_SESSION.has(operationName(a))) - Number(ENDS_THE_SESSION.has(operationName(b))),
  );
});

afterAll(async () => {
  await t.app.close();
});

/** The request for `operation` with these path and query values and this JSON body (undefined: none). */
function requestFor(operation: Operation, parameters: Record<string, unknown>, body: unknown): InjectOptions {
  const values = (place: string) =>
    operation.parameters
      .filter((parameter) => parameter.in === place && parameters[parameter.name] !== undefined)
      .map((parameter) => [parameter.name, encodeJunk(text(parameters[parameter.name]))] as const);
  const query = values('query').map(([name, value]) => `${name}=${value}`);
  const url = `${fillPath(operation.path, Object.fromEntries(values('path')))}${query.length ? `?${query.join('&')}` : ''}`;
  return {
    method: operation.method as InjectOptions['method'],
    url,
    ...(body !== undefined && {
      payload: typeof body === 'string' ? body : (JSON.stringify(body) ?? 'null'),
      headers: { 'content-type': 'application/json' },
    }),
  };
}

/** Path and query parameters as one object schema, so the generators treat them like a body. */
function parameterSchema(operation: Operation): JsonSchema {
  const parameters = operation.parameters.filter((parameter) => parameter.in === 'path' || parameter.in === 'query');
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema ?? {}])),
    required: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
  };
}

/** One random junk request for `operation`: shaped by its schemas, junk inside, now and then raw junk as body. */
function junkRequest(operation: Operation): fc.Arbitrary<InjectOptions> {
  const body = operation.body
    ? fc.oneof({ weight: 8, arbitrary: fromSchema(operation.body) }, { weight: 1, arbitrary: junkString })
    : fc.constant(undefined);
  return fc.tuple(fromSchema(parameterSchema(operation)), body, junkHeaders).map(([parameters, payload, headers]) => {
    const request = requestFor(operation, (parameters ?? {}) as Record<string, unknown>, payload);
    return { ...request, headers: { ...headers, ...request.headers } };
  });
}

/** The headers the server reads (language, request id, token), now and then with junk in them. */
const junkHeaders = fc.record(
  {
    lang: fc.oneof(fc.constantFrom('en', 'cn', 'tw'), junkString),
    'x-request-id': junkString,
    authorization: junkString.map((token) => `Bearer ${token}`),
  },
  { requiredKeys: [] },
);

/** Every single-field poisoning of `operation`: each parameter, then each body field, the rest plausible. */
function poisonedRequests(operation: Operation): InjectOptions[] {
  const schema = parameterSchema(operation);
  const parameters = plausible(schema) as Record<string, unknown>;
  const body = operation.body ? plausible(operation.body) : undefined;
  return [
    ...poisonedCopies(schema).map((poisoned) => requestFor(operation, poisoned as Record<string, unknown>, body)),
    ...(operation.body
      ? poisonedCopies(operation.body).map((poisoned) => requestFor(operation, parameters, poisoned))
      : []),
  ];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** Sends every poisoned request of every operation; returns the ones that answered 5xx. */
async function poisonAll(headers: (operation: Operation) => Record<string, string>): Promise<string[]> {
  const failures: string[] = [];
  for (const operation of operations) {
    if (MULTIPART.has(operationName(operation))) continue;
    for (const request of poisonedRequests(operation)) {
      const response = await t.app.inject({ ...request, headers: { ...request.headers, ...headers(operation) } });
      if (response.statusCode >= 500) failures.push(`${operationName(operation)}: ${JSON.stringify(request)}`);
    }
  }
  return failures;
}

/** Fires `runs` junk requests at every operation; returns the ones that answered 5xx. */
async function fuzzAll(runs: number, headers: () => Record<string, string>): Promise<string[]> {
  const failures: string[] = [];
  for (const [index, operation] of operations.entries()) {
    if (MULTIPART.has(operationName(operation))) continue;
    const result = await fc.check(
      fc.asyncProperty(junkRequest(operation), async (request) => {
        const response = await t.app.inject({ ...request, headers: { ...request.headers, ...headers() } });
        if (response.statusCode >= 500) throw new Error(`${response.statusCode} ${response.body.slice(0, 200)}`);
      }),
      { seed: SEED + index, numRuns: runs },
    );
    if (result.failed) {
      failures.push(
        `${operationName(operation)}: ${String(result.errorInstance)} for ${JSON.stringify(result.counterexample)}`,
      );
    }
  }
  return failures;
}

/** Hostile multipart bodies for the upload operations, which the JSON generators cannot shape. */
function junkUploads(): { payload: string | Buffer; headers: Record<string, string> }[] {
  const named = (filename: string) => multipartFile(SAMPLE_FILES.png, filename);
  return [
    named('photo\u0000.png'),
    named('\uD800.png'),
    named(`${'x'.repeat(5000)}.png`),
    named('../../etc/passwd'),
    multipartFile(Buffer.alloc(0)),
    multipartFile(SAMPLE_FILES.html, 'page.html', 'text/html'),
    {
      payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nno end',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    },
    { payload: 'not multipart', headers: { 'content-type': 'multipart/form-data' } },
    { payload: '{"file":"\\u0000"}', headers: { 'content-type': 'application/json' } },
  ];
}

describe('junk at every documented operation', () => {
  test('the document lists the operations this suite relies on', () => {
    const names = new Set(operations.map(operationName));
    expect(operations.length).toBeGreaterThan(100);
    expect(names).toContain('POST /api/upload');
    for (const name of ENDS_THE_SESSION) expect(names).toContain(name);
    // Nothing is skipped unnoticed: every operation with a non-JSON body has its targeted test.
    const notJson = operations.filter((operation) => operation.bodyTypes.some((type) => type !== 'application/json'));
    for (const operation of notJson) expect(MULTIPART).toContain(operationName(operation));
  });

  test('one poisoned field at a time never gets a 5xx, anonymous or logged in', { timeout: 120_000 }, async () => {
    const customer = await registerCustomer(t.app);
    const anonymous = await poisonAll(() => ({}));
    // Logged in as whoever the operation is for: staff for /ops, the customer for the rest.
    const loggedIn = await poisonAll((operation) => (operation.path.startsWith('/ops/') ? staff : customer.headers));
    expect({ anonymous, loggedIn }).toEqual({ anonymous: [], loggedIn: [] });
  });

  test('the upload operations never answer junk multipart bodies with a 5xx', async () => {
    const customer = await registerCustomer(t.app);
    for (const name of MULTIPART) {
      const [, url] = name.split(' ');
      for (const caller of [{}, customer.headers, staff]) {
        for (const upload of junkUploads()) {
          for (const query of ['', '?purpose=%00', '?purpose=bank_proof']) {
            const response = await t.app.inject({
              method: 'POST',
              url: `${url}${query}`,
              headers: { ...caller, ...upload.headers },
              payload: upload.payload,
            });
            expect(response.statusCode, `${name}${query} ${response.body}`).toBeLessThan(500);
          }
        }
      }
    }
  });

  test('an anonymous caller never gets a 5xx', { timeout: 120_000 }, async () => {
    expect(await fuzzAll(RUNS.anonymous, () => ({}))).toEqual([]);
  });

  test('a logged-in customer with parcels, a recipient and a waybill never gets a 5xx', {
    timeout: 180_000,
  }, async () => {
    const customer = await registerCustomer(t.app);
    const parcels = await fixtures.inStock(customer, 2);
    await fixtures.recipient(customer, AUSTRALIA);
    await fixtures.submit(customer, [parcels[0] as number]);
    expect(await fuzzAll(RUNS.customer, () => customer.headers)).toEqual([]);
  });
});
