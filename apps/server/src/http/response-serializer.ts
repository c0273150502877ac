import fastJson from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Generates every route's answer writer now (a test's check that each response schema has one). */
    generateResponseWriters(): number;
  }
}

/**
 * Writes each route's answer with a serializer generated from its zod response schema (fast-json-stringify): only the
 * keys the schema names, a required key that is absent refused. It does not check values: a wrong type is coerced (a
 * null object written `{}`, a literal written as the schema's constant). With `check` (as every test runs), each answer
 * is also checked against the zod schema itself and the writer's output compared with zod's; in production that full
 * check cost the detail pages ~200 µs each (docs/decisions/performance-server.md, "Answers written from their
 * schemas"). Each writer is generated on its route's first answer, not at start (the app has ~300 routes and tests
 * build many apps).
 */
export function registerResponseWriters(app: FastifyInstance, { check }: { check: boolean }): void {
  const generators: (() => void)[] = [];
  const compiler: FastifySerializerCompiler<z.ZodType> = ({ schema, method, url }) => {
    let write: ((data: unknown) => string) | undefined;
    const generate = () => {
      try {
        write ??= fastJson(serializerSchema(schema) as unknown as Parameters<typeof fastJson>[0]);
      } catch (error) {
        throw new Error(`${method} ${url}: no answer writer from its response schema`, { cause: error });
      }
      return write;
    };
    generators.push(generate);
    return (data) => {
      const writer = write ?? generate();
      if (!check) return writer(data);
      const result = z.safeEncode(schema, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      const written = writer(data);
      // The generated writer must say what zod's own output says (its keys may come in another order). The error names
      // where they part, never the values: an answer holds tokens and addresses, and errors are logged.
      const expected: unknown = JSON.parse(JSON.stringify(result.data));
      const place = firstDifference(JSON.parse(written), expected, 'answer');
      if (place) throw new Error(`${method} ${url}: the generated serializer and zod's output differ at ${place}`);
      return written;
    };
  };
  app.setSerializerCompiler(compiler);
  app.decorate('generateResponseWriters', () => {
    for (const generate of generators) generate();
    return generators.length;
  });
}

/** The JSON Schema fast-json-stringify is generated from: the answer as zod writes it, `nullable` where it may be null. */
function serializerSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }) as JsonSchema;
  return nullableFor(json);
}

const NULL_ONLY = (part: unknown) =>
  typeof part === 'object' && part !== null && (part as JsonSchema).type === 'null' && Object.keys(part).length === 1;

/** `anyOf: [X, {type: 'null'}]` (zod's `.nullable()`) as `X` with `nullable: true`, which needs no validator to pick. */
function nullableFor(node: unknown): JsonSchema {
  if (Array.isArray(node)) return node.map(nullableFor) as unknown as JsonSchema;
  if (typeof node !== 'object' || node === null) return node as JsonSchema;
  const entries = Object.entries(node as JsonSchema).map(([key, value]) => [key, nullableFor(value)] as const);
  const schema = Object.fromEntries(entries) as JsonSchema;
  const anyOf = schema.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2 && anyOf.some(NULL_ONLY)) {
    const other = anyOf.find((part) => !NULL_ONLY(part)) as JsonSchema;
    // fast-json-stringify takes `nullable` only beside a single `type`; a union or a reference stays an `anyOf`.
    if (typeof other.type === 'string' && other.anyOf === undefined && other.oneOf === undefined) {
      const { anyOf: _, ...rest } = schema;
      return { ...rest, ...other, nullable: true };
    }
  }
  return schema;
}

/** The first path where two parsed JSON values differ (keys in any order), or null when they are the same. */
function firstDifference(written: unknown, expected: unknown, path: string): string | null {
  if (Array.isArray(written) && Array.isArray(expected)) {
    if (written.length !== expected.length) return `${path} (length)`;
    for (const [index, item] of written.entries()) {
      const place = firstDifference(item, expected[index], `${path}[${index}]`);
      if (place) return place;
    }
    return null;
  }
  if (isRecord(written) && isRecord(expected)) {
    for (const key of new Set([...Object.keys(written), ...Object.keys(expected)])) {
      const place = firstDifference(written[key], expected[key], `${path}.${key}`);
      if (place) return place;
    }
    return null;
  }
  return Object.is(written, expected) ? null : path;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
