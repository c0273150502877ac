import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from './junk.js';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  /** The path as the document writes it, e.g. /api/parcelDetail/{id}. */
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  /** The media types its body may be sent as. */
  bodyTypes: string[];
  /** The JSON schema of a 200 answer, when the route declares one. */
  okAnswer?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

/**
 * Every operation the app's public OpenAPI document (GET /api/docs/json) lists, and with staff headers the staff
 * document's (GET /ops/openapi.json) too.
 */
export async function documentedOperations(
  app: FastifyInstance,
  staffHeaders?: Record<string, string>,
): Promise<Operation[]> {
  const publicOperations = await operationsOf(app, '/api/docs/json');
  if (!staffHeaders) return publicOperations;
  return [...publicOperations, ...(await operationsOf(app, '/ops/openapi.json', staffHeaders))];
}

async function operationsOf(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ url, headers });
  if (response.statusCode !== 200) throw new Error(`no OpenAPI document at ${url}: ${response.statusCode}`);
  const paths = response.json().paths as Record<string, Record<string, OpenApiOperation>>;
  return Object.entries(paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => {
      const content = operation.requestBody?.content ?? {};
      return {
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: Object.values(content)[0]?.schema,
        bodyTypes: Object.keys(content),
        okAnswer: operation.responses?.['200']?.content?.['application/json']?.schema,
      };
    }),
  );
}

/** "GET /api/parcelDetail/{id}": how tables and failures name an operation. */
export function operationName(operation: Pick<Operation, 'method' | 'path'>): string {
  return `${operation.method} ${operation.path}`;
}

/** The path with each `{name}` replaced by its (already encoded) value. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_whole, name: string) => values[name] ?? '1');
}
