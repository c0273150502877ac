import fc from 'fast-check';

/** The part of a JSON schema (as the OpenAPI document prints it) the generators read. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
}

/** Characters that have broken servers before: NUL, a lone surrogate of each half, control and odd spaces. */
const NASTY_CHARACTERS = ['\u0000', '\uD800', '\uDFFF', '\u0007', '\u202E', '\uFEFF', '\u00A0', '\n', '%', "'", '"'];

/** Strings an attacker would try: nasty characters inside ordinary text, very long text, markup and SQL. */
export const junkString: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...NASTY_CHARACTERS), fc.string({ maxLength: 12 }))
    .map(([before, nasty, after]) => `${before}${nasty}${after}`),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('', ' ', '0', '-1', 'null', 'NaN', '1e999', "' OR 1=1 --", '<script>alert(1)</script>', '../../etc'),
  fc.nat({ max: 5 }).map((power) => 'x'.repeat(10 ** power)),
);

/** Numbers past every sane bound, and numbers that are not numbers in JSON's eyes. */
export const junkNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53, -(2 ** 53), 1e300, -1e300, Number.MAX_SAFE_INTEGER + 2),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom('1e999', '99999999999999999999999', '0x10', '١٢'),
);

/** A value of any JSON type, sometimes nested deep. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  junkString,
  junkNumber,
  fc.constantFrom(null, true, false, [], {}),
  fc.nat({ max: 60 }).map((depth) => deepObject(depth)),
  fc.array(junkString, { maxLength: 3 }),
);

function deepObject(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? { a: value } : [value];
  return value;
}

/**
 * Values shaped like `schema` (so they reach the code behind validation) with junk in every leaf, and
 * now and then a wrong type or an extra key carrying junk in its name.
 */
export function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return junkValue;
  return fc.oneof({ weight: 6, arbitrary: shaped(schema, depth) }, { weight: 1, arbitrary: junkValue });
}

function shaped(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => fromSchema(choice, depth + 1)));
  if (schema.enum?.length) return fc.oneof(fc.constantFrom(...schema.enum), junkString);
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return fc.oneof(boundedJunk(schema), junkString);
    case 'integer':
    case 'number':
      return fc.oneof(
        fc.integer({ min: clampInt(schema.minimum, -1000), max: clampInt(schema.maximum, 1000) }),
        junkNumber,
      );
    case 'boolean':
      return fc.oneof(fc.boolean(), junkValue);
    case 'array':
      return fc.array(fromSchema(schema.items, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.min(Math.max(schema.maxItems ?? 3, schema.minItems ?? 0), 3),
      });
    case 'object':
      return objectOf(schema, depth);
    default:
      return junkValue;
  }
}

/** A junk string that still fits the field's length bounds, so it gets past validation. */
function boundedJunk(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  return fc
    .tuple(fc.constantFrom(...NASTY_CHARACTERS), fc.string({ minLength: minLength + 1, maxLength: maxLength + 1 }))
    .map(([nasty, text]) => `${nasty}${text}`.slice(0, Math.max(maxLength, 1)));
}

function clampInt(bound: number | undefined, fallback: number): number {
  if (bound === undefined) return fallback;
  return Math.max(-1000, Math.min(1000, Math.trunc(bound)));
}

function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, fromSchema(property, depth + 1)]),
  );
  const known = fc.record(fields, { requiredKeys: Object.keys(properties).filter((name) => required.has(name)) });
  const extraKey = fc.tuple(junkString, junkValue);
  return fc
    .tuple(known, fc.option(extraKey, { freq: 4 }))
    .map(([object, extra]) => (extra ? { ...(object as object), [extra[0]]: extra[1] } : object));
}

/**
 * Percent-encodes text for a URL the way a hostile client may: a lone surrogate becomes the bytes a
 * careless encoder writes for it (which encodeURIComponent refuses to produce).
 */
export function encodeJunk(text: string): string {
  let encoded = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(character);
    }
  }
  return encoded;
}
