// A rule broken by the caller: answered with HTTP `status` and the Turkish text as the body, nothing written.
export class AppError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new AppError(message, 404);

/**
 * An unexpected error as it may be logged: a failed query's SQL and the database's error code and constraint, never
 * the query's parameters nor the database's message, which may quote them (they carry password hashes, e-mails and
 * phone numbers).
 */
export function loggable(err: unknown): Record<string, unknown> {
  const e = err as {
    name?: string;
    message?: string;
    query?: string;
    params?: unknown;
    cause?: unknown;
    stack?: string;
  };
  if (e && typeof e.query === 'string' && 'params' in e) {
    const cause = e.cause as { code?: string; constraint?: string; table?: string; column?: string } | undefined;
    return {
      type: 'query failed',
      query: e.query,
      code: cause?.code,
      constraint: cause?.constraint,
      table: cause?.table,
    };
  }
  return { type: e?.name, message: e?.message, stack: e?.stack };
}
