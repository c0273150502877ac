import type { MessageKey, MessageParams } from '@parcelway/domain';

/** The kinds of failure a service can report; each maps to one HTTP status in `statusForKind`. */
export type ErrorKind =
  | 'invalid'
  | 'unauthorised'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'rule'
  | 'rate_limited'
  | 'unavailable';

const STATUS_BY_KIND: Record<ErrorKind, number> = {
  invalid: 400,
  unauthorised: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rule: 422,
  rate_limited: 429,
  unavailable: 503,
};

export function statusForKind(kind: ErrorKind): number {
  return STATUS_BY_KIND[kind];
}

export interface AppErrorOptions {
  params?: MessageParams;
  /** Field name → message key, for forms to show beside the field. */
  fields?: Record<string, MessageKey>;
  /** Extra machine-readable facts for the client (e.g. the id of an existing parcel). */
  data?: Record<string, unknown>;
}

/** The one error type services throw. The message is a key, translated in the caller's language. */
export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly messageKey: MessageKey,
    readonly options: AppErrorOptions = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }

  get statusCode(): number {
    return statusForKind(this.kind);
  }

  /** A field-level validation failure: the message is also shown beside the field. */
  static field(field: string, messageKey: MessageKey, params?: MessageParams): AppError {
    return new AppError('invalid', messageKey, { params, fields: { [field]: messageKey } });
  }
}
