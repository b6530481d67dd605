// The fetch client of every call. Non-2xx replies carry a Turkish text/plain body that is shown to the user as is;
// HTTP 400 with the body 'cikis' means the session ended: the stored session is dropped and the user is sent to the
// logout page of its audience (spec §4 "Forced logout", admin spec §4).
import { SESSION_ENDED } from '@tedarik/contract/constants';
import { base64Utf8 } from './base64';
import { ADMIN_LOGOUT, MEMBER_LOGOUT } from './paths';
import { clearAdminSession, clearMemberSession, getAdminSession, getMemberUser } from './session';

export type Audience = 'member' | 'admin';

/** Shown when no server text is available (network failure, empty error body). */
export const GENERIC_ERROR = 'Hata oluştu.';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** a v2 form's refusal: the text of each field it refuses (decision 0037) */
    readonly fields: Record<string, string> = {},
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
  window.location.assign(audience === 'admin' ? ADMIN_LOGOUT : MEMBER_LOGOUT);

let send: typeof fetch = (input, init) => fetch(input, init);

/** The server's page renderer answers the calls of a page itself (the paths are this site's, never a URL). */
export function setFetch(fetcher: typeof fetch): void {
  send = fetcher;
}

/** The app installs a router navigation here (a full page load is the fallback). */
export function onSessionEnded(handler: SessionEndedHandler): void {
  onEnded = handler;
}

export type RequestOptions = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body */
  json?: unknown;
  /** urlencoded form body (legacy form calls such as POST /api/bultenKayit) */
  form?: URLSearchParams;
  /** multipart body (uploads) */
  multipart?: FormData;
  /** Sends `Authorization: Basic base64(name:token)` from the stored session of this audience */
  auth?: Audience;
  /** The logout calls themselves: on 'cikis' drop nothing and go nowhere, the caller is logging out anyway */
  quiet?: boolean;
  signal?: AbortSignal;
  /** upload progress from 0 to 1 (multipart bodies; fetch cannot report it, so these go through XMLHttpRequest) */
  onUploadProgress?: (fraction: number) => void;
};

function authorization(audience: Audience): string | undefined {
  if (audience === 'admin') {
    const session = getAdminSession();
    return session ? `Basic ${base64Utf8(`${session.kad}:${session.token}`)}` : undefined;
  }
  const user = getMemberUser();
  return user ? `Basic ${base64Utf8(`${user.email}:${user.token}`)}` : undefined;
}

/**
 * Sends one request and returns the 2xx response; anything else throws an HttpError with the server's text. Used by
 * call() (lib/call.ts), never by features directly.
 */
export async function sendRequest(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = {};
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  // fetch sets the urlencoded and multipart content types (with the boundary) itself
  const body = options.json === undefined ? (options.form ?? options.multipart) : JSON.stringify(options.json);
  const auth = options.auth && authorization(options.auth);
  if (auth) headers.Authorization = auth;

  let response: Response;
  try {
    const init = { method: options.method, headers, body, signal: options.signal };
    response = options.onUploadProgress
      ? await sendWithProgress(path, init, options.onUploadProgress)
      : await send(path, init);
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
  const refusal = response.headers.get('content-type')?.includes('json') ? v2Refusal(text) : undefined;
  if (refusal) throw new HttpError(response.status, refusal.message, refusal.fields);
  throw new HttpError(response.status, text || response.statusText || GENERIC_ERROR);
}

/** A v2 call's refusal, `{ message, fields }` (the legacy calls answer the text alone); undefined when it is none. */
function v2Refusal(text: string): { message: string; fields?: Record<string, string> } | undefined {
  try {
    const body = JSON.parse(text) as { message?: unknown; fields?: Record<string, string> };
    return typeof body?.message === 'string' ? { message: body.message, fields: body.fields } : undefined;
  } catch {
    return undefined;
  }
}

/** fetch's answer, through XMLHttpRequest: the only browser API that reports how much of a body has been sent. */
function sendWithProgress(
  path: string,
  init: { method: string; headers: Record<string, string>; body?: BodyInit; signal?: AbortSignal },
  onProgress: (fraction: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, path);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'blob';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      // a 204 or 304 answer cannot carry a body
      const body = xhr.status === 204 || xhr.status === 304 ? null : (xhr.response as Blob);
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers }));
    };
    xhr.onerror = () => reject(new TypeError('network error'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
