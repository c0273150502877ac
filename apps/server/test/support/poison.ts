import type { JsonSchema } from './junk.js';

/**
 * Systematic junk: a plausible value for a schema, then one copy per leaf with only that leaf poisoned.
 * Random junk rarely gets a NUL byte past a field's format into the database; this walks every field.
 */

/** What a poisoned leaf becomes: strings get a NUL or a lone surrogate, integers overflow a 32-bit column. */
export const STRING_POISONS = ['nul\u0000byte', 'lone\uD800half'];
export const NUMBER_POISONS = [2_147_483_648, Number.MAX_SAFE_INTEGER];

/** Strings that pass the formats and patterns the API's schemas use. */
const SAMPLE_BY_FORMAT: Record<string, string> = {
  email: 'fuzz@example.com',
  uuid: '00000000-0000-4000-8000-000000000000',
  date: '2026-01-15',
};
const SAMPLE_BY_PATTERN: [RegExp, string][] = [
  [/\\d\{6\}/, '123456'],
  [/A-Za-z0-9-\]\{4,30\}/, 'CODE2026'],
  [/\\d\+\(\\\.\\d\{1,8\}\)\?/, '1.5'],
  [/\\\/pages/, '/pages/index/index'],
];

/** A value that fits `schema` closely enough to get past most validation. */
export function plausible(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'x';
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.[0]) return plausible(choices[0]);
  if (schema.enum?.length) return schema.enum[0];
  switch (leafType(schema)) {
    case 'string':
      return plausibleString(schema as JsonSchema & { format?: string; pattern?: string });
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => plausible(schema.items));
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, field]) => [name, plausible(field)]),
      );
    default:
      return 'x';
  }
}

function plausibleString(schema: JsonSchema & { format?: string; pattern?: string }): string {
  if (schema.format && SAMPLE_BY_FORMAT[schema.format]) return SAMPLE_BY_FORMAT[schema.format] as string;
  const byPattern = schema.pattern && SAMPLE_BY_PATTERN.find(([pattern]) => pattern.test(schema.pattern as string));
  if (byPattern) return byPattern[1];
  const text = 'Fuzz2026ab';
  return text.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? text.length);
}

function leafType(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
}

/** Copies of `plausible(schema)`, each with one string or number leaf replaced by one poison. */
export function poisonedCopies(schema: JsonSchema | undefined): unknown[] {
  const base = plausible(schema);
  return leafPaths(schema, []).flatMap(({ path, type }) =>
    (type === 'string' ? STRING_POISONS : NUMBER_POISONS).map((poison) => replaceAt(base, path, poison)),
  );
}

type Path = (string | number)[];

function leafPaths(schema: JsonSchema | undefined, path: Path): { path: Path; type: 'string' | 'number' }[] {
  if (!schema) return [];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.[0]) return leafPaths(choices[0], path);
  if (schema.enum?.length) return [];
  const type = leafType(schema);
  if (type === 'string') return [{ path, type: 'string' }];
  if (type === 'integer' || type === 'number') return [{ path, type: 'number' }];
  if (type === 'array') return leafPaths(schema.items, [...path, 0]);
  if (type === 'object') {
    return Object.entries(schema.properties ?? {}).flatMap(([name, field]) => leafPaths(field, [...path, name]));
  }
  return [];
}

function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item));
  const object = value as Record<string, unknown>;
  return { ...object, [head]: replaceAt(object[head], rest, replacement) };
}
