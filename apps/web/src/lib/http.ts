// The fetch client of every call. Non-2xx replies carry a Turkish text/plain body that is shown to the user as is;
// HTTP 400 with the body 'cikis' means the session ended: the stored session is dropped and the user is sent to the
// logout page of its audience (spec §4 "Forced logout", admin spec §4).
import { SESSION_ENDED } from '@tedarik/contract/constants';
import { base64Utf8 } from './base64';
import { clearAdminSession, clearMemberSession, getAdminSession, getMemberUser } from './session';

export type Audience = 'member' | 'admin';

/** Shown when no server text is available (network failure, empty error body). */
export const GENERIC_ERROR = 'Hata oluştu.';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The text to show for a failed call. */
export function errorText(error: unknown): string {
  return error instanceof HttpError ? error.message : GENERIC_ERROR;
}

type SessionEndedHandler = (audience: Audience) => void;
let onEnded: SessionEndedHandler = (audience) =>
  window.location.assign(audience === 'admin' ? '/adminimt/logout' : '/account-logout');

/** The app installs a router navigation here (a full page load is the fallback). */
export function onSessionEnded(handler: SessionEndedHandler): void {
  onEnded = handler;
}

export type RequestOptions = {
  /** JSON body; its presence makes the call a POST unless `method` says otherwise */
  json?: unknown;
  /** urlencoded form body (legacy form calls such as POST /api/bultenKayit); makes the call a POST */
  form?: URLSearchParams;
  method?: 'GET' | 'POST';
  /** Sends `Authorization: Basic base64(name:token)` from the stored session of this audience */
  auth?: Audience;
  /** The logout calls themselves: on 'cikis' drop nothing and go nowhere, the caller is logging out anyway */
  quiet?: boolean;
  signal?: AbortSignal;
};

function authorization(audience: Audience): string | undefined {
  if (audience === 'admin') {
    const session = getAdminSession();
    return session ? `Basic ${base64Utf8(`${session.kad}:${session.token}`)}` : undefined;
  }
  const user = getMemberUser();
  return user ? `Basic ${base64Utf8(`${user.email}:${user.token}`)}` : undefined;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = {};
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  // fetch sets 'application/x-www-form-urlencoded;charset=UTF-8' itself for a URLSearchParams body
  const body = options.json === undefined ? options.form : JSON.stringify(options.json);
  const auth = options.auth && authorization(options.auth);
  if (auth) headers.Authorization = auth;

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new HttpError(0, GENERIC_ERROR);
  }
  if (response.ok) return response;

  const text = (await response.text().catch(() => '')).trim();
  if (response.status === 400 && text === SESSION_ENDED && options.auth && !options.quiet) {
    if (options.auth === 'admin') clearAdminSession();
    else clearMemberSession();
    onEnded(options.auth);
  }
  throw new HttpError(response.status, text || response.statusText || GENERIC_ERROR);
}

export async function getJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  return (await response.json()) as T;
}

/** Plain-text answers ('OK', 'NON', a message). A JSON-encoded string is unwrapped. */
export async function getText(path: string, options: RequestOptions = {}): Promise<string> {
  const response = await send(path, options);
  const text = await response.text();
  if (response.headers.get('content-type')?.includes('json')) {
    try {
      const value = JSON.parse(text) as unknown;
      if (typeof value === 'string') return value;
    } catch {
      // not JSON after all: the text itself
    }
  }
  return text.trim();
}
