// A rule broken by the caller: answered with HTTP `status` and the Turkish text as the body, nothing written. A v2
// call's refusal may name the form fields it concerns (`{ message, fields }`, decision 0037).
export class AppError extends Error {
  constructor(
    message: string,
    readonly status = 400,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new AppError(message, 404);

/** A request the server cannot read (a malformed body, URL or header). */
export const BAD_REQUEST = 'Geçersiz istek.';

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
    const cause = e.cause as
      | { code?: string; message?: string; constraint?: string; table?: string; column?: string }
      | undefined;
    return {
      type: 'query failed',
      query: e.query,
      code: cause?.code,
      // the driver's own errors (a lost connection) have no code; PostgreSQL's messages may quote values, so not those
      reason: cause?.code ? undefined : cause?.message,
      constraint: cause?.constraint,
      table: cause?.table,
    };
  }
  return { type: e?.name, message: e?.message, stack: e?.stack };
}

/** The text of an answer while the database cannot be reached (HTTP 503 with Retry-After). */
export const UNAVAILABLE = 'Hizmet geçici olarak kullanılamıyor, lütfen biraz sonra tekrar deneyin.';

// Connection failures of the driver and PostgreSQL's "cannot serve now" states (class 08, 57P0x, too many clients).
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNAVAILABLE_TEXT =
  /connection terminated|timeout exceeded when trying to connect|connection error|server closed the connection|not currently accepting connections|the database system is (starting up|shutting down|in recovery mode)|is not queryable|pool after calling end/i;

/** The error means the database could not be reached or would not serve (not that the query was wrong). */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err as { code?: string; message?: string; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    if ((e.code && UNAVAILABLE_CODES.has(e.code)) || UNAVAILABLE_TEXT.test(String(e.message ?? ''))) return true;
    e = e.cause as typeof e;
  }
  return false;
}
