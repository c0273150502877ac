function postgresErrorCode(error: unknown): { code: string; constraint?: string; message?: string } | undefined {
  for (
    let current: unknown = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: candidate.constraint as string | undefined,
        message: String(candidate.message ?? ''),
      };
    }
  }
  return undefined;
}

/** Whether a database error (possibly wrapped by Drizzle) is a unique-constraint violation, optionally of one constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = postgresErrorCode(error);
  if (found?.code !== '23505') return false;
  return !constraint || found.constraint === constraint || Boolean(found.message?.includes(constraint));
}

export function isForeignKeyViolation(error: unknown): boolean {
  return postgresErrorCode(error)?.code === '23503';
}
