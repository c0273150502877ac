import { type Language, type MessageKey, messageKeyForIssue, translate } from '@parcelway/domain';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.js';

interface ErrorBody {
  code: number;
  msg: string;
  errors?: Record<string, string>;
  data?: Record<string, unknown>;
  request_id: string;
}

const MESSAGE_FOR_FRAMEWORK_STATUS: Record<number, MessageKey> = {
  401: 'error.unauthorised',
  403: 'error.forbidden',
  404: 'error.notFound',
  413: 'error.tooLarge',
  429: 'error.rateLimited',
};

/** The one place where errors become HTTP responses (DESIGN §4). */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const body = toErrorBody(error, request);
    if (body.code >= 500) request.log.error({ err: error }, 'request failed');
    else if (rejectedByDatabase(error)) request.log.warn({ err: error }, 'the database refused a value');
    return reply.status(body.code).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = { code: 404, msg: translate(request.language, 'error.notFound'), request_id: request.id };
    return reply.status(404).send(body);
  });
}

function toErrorBody(error: FastifyError | AppError, request: FastifyRequest): ErrorBody {
  const language: Language = request.language;
  const requestId = request.id;

  if (error instanceof AppError) {
    const errors = error.options.fields
      ? Object.fromEntries(
          Object.entries(error.options.fields).map(([field, key]) => [
            field,
            translate(language, key, error.options.params),
          ]),
        )
      : undefined;
    return {
      code: error.statusCode,
      msg: translate(language, error.messageKey, error.options.params),
      request_id: requestId,
      ...(errors && { errors }),
      ...(error.options.data && { data: error.options.data }),
    };
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      if (errors[field]) continue;
      const params = issue.params as Record<string, unknown>;
      const key = messageKeyForIssue({ code: issue.keyword, message: issue.message, ...params });
      errors[field] = translate(language, key, params as Record<string, string | number>);
    }
    const first = Object.values(errors)[0] ?? translate(language, 'error.badRequest');
    return { code: 400, msg: first, errors, request_id: requestId };
  }

  const refused = rejectedByDatabase(error);
  if (refused) return { code: 400, msg: translate(language, refused), request_id: requestId };

  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    return {
      code: status,
      msg: translate(language, MESSAGE_FOR_FRAMEWORK_STATUS[status] ?? 'error.badRequest'),
      request_id: requestId,
    };
  }
  return { code: 500, msg: translate(language, 'error.internal'), request_id: requestId };
}

/**
 * PostgreSQL's data exceptions for values no schema let through by mistake (a number past a 32-bit
 * column, text it cannot store): the caller sent something unusable, which is a 400, not our failure.
 * Drizzle wraps the driver's error, so the SQLSTATE is on the error or on its cause.
 */
const REFUSED_VALUE: Record<string, MessageKey> = {
  '22003': 'error.badRequest', // numeric_value_out_of_range
  '22P02': 'error.badRequest', // invalid_text_representation
  '22007': 'error.badRequest', // invalid_datetime_format
  '22008': 'error.badRequest', // datetime_field_overflow
  '22021': 'validation.brokenText', // character_not_in_repertoire (a NUL byte)
  '22P05': 'validation.brokenText', // untranslatable_character
};

function rejectedByDatabase(error: unknown): MessageKey | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 3; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && REFUSED_VALUE[code]) return REFUSED_VALUE[code];
    current = current.cause;
  }
  return undefined;
}
