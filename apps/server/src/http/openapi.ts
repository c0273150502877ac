import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifyInstance {
    /** The staff API's own OpenAPI document (the /ops routes), served to staff only. */
    staffSwagger: FastifyInstance['swagger'];
  }
}

export function isStaffRoute(url: string): boolean {
  return url === '/ops' || url.startsWith('/ops/');
}

/** The zod-to-JSON transform, keeping to one side of the API: the other side's routes are hidden. */
function onlyRoutes(keep: (url: string) => boolean): SwaggerTransform {
  return (document) =>
    jsonSchemaTransform({
      ...document,
      schema: { ...document.schema, hide: Boolean(document.schema?.hide) || !keep(document.url) },
    });
}

const securitySchemes = { bearer: { type: 'http', scheme: 'bearer' } } as const;

/**
 * Two documents from one route table: the public one at /api/docs (customers: /auth, /api) lists no
 * staff route, so it maps nothing of the back office for a stranger; the staff one (/ops) is read by staff
 * at GET /ops/openapi.json.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Parcelway API', version: '1.0.0', description: 'Customer API (/auth, /api).' },
      components: { securitySchemes },
    },
    transform: onlyRoutes((url) => !isStaffRoute(url)),
  });
  await app.register(swagger, {
    decorator: 'staffSwagger',
    openapi: {
      info: { title: 'Parcelway staff API', version: '1.0.0', description: 'Staff API (/ops), by role.' },
      components: { securitySchemes },
    },
    transform: onlyRoutes(isStaffRoute),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
