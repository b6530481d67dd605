// call(def, input): every call of the HTTP contract, typed by its definition in packages/contract (path, method,
// credentials, body encoding, answer). Fetchers never type a path, a body or an answer by hand.
//
// Only types come from '@tedarik/contract/call' here: its module brings zod, which must stay out of the entry chunk.
import type { CallDef, CallInput, CallResult, TEXT } from '@tedarik/contract/call';
import { type Audience, sendRequest } from './http';

type Options = {
  signal?: AbortSignal;
  /** the logout calls themselves: on 'cikis' drop nothing and go nowhere, the caller is logging out anyway */
  quiet?: boolean;
  /** upload progress from 0 to 1, for calls that send a file */
  onUploadProgress?: (fraction: number) => void;
};

type Args<C extends CallDef> = keyof CallInput<C> extends never
  ? [input?: CallInput<C>, options?: Options]
  : [input: CallInput<C>, options?: Options];

type Fields = Record<string, unknown>;

/**
 * '/api/genelteklif-:id' + {id: 42} → '/api/genelteklif-42'. A parameter is encoded as one path segment ('/' and
 * spaces included); the fixed parts keep their non-ASCII letters, percent-encoded ('/api/UlkelerVeİller').
 */
export function callPath(path: string, params: Fields = {}): string {
  return path
    .split(/(:\w+)/)
    .map((part) => {
      if (!part.startsWith(':')) return encodeURI(part);
      const value = params[part.slice(1)];
      if (value === undefined || value === null || value === '') throw new Error(`${path}: no value for ${part}`);
      return encodeURIComponent(String(value));
    })
    .join('');
}

/** The defined fields of a query or form body ('sayfa=2&s=boru'); undefined and null fields are left out. */
function fieldsOf(fields: Fields): [string, string][] {
  return Object.entries(fields).flatMap(([key, value]) =>
    value === undefined || value === null ? [] : [[key, String(value)] as [string, string]],
  );
}

function queryString(query: Fields | undefined): string {
  const text = query ? new URLSearchParams(fieldsOf(query)).toString() : '';
  return text ? `?${text}` : '';
}

function encode(def: CallDef, body: Fields) {
  switch (def.request?.encoding ?? 'json') {
    case 'form':
      return { form: new URLSearchParams(fieldsOf(body)) };
    case 'multipart': {
      const data = new FormData();
      for (const [key, value] of Object.entries(body))
        if (value !== undefined && value !== null) data.append(key, value instanceof Blob ? value : String(value));
      return { multipart: data };
    }
    default:
      return { json: body };
  }
}

// the open API's calls ('key') are a company's software's (decision 0065), never the browser's
const AUDIENCE: Partial<Record<CallDef['auth'], Audience>> = {
  none: undefined,
  optional: 'member', // sent when there is a session; the server then treats a stale one as a visitor
  member: 'member',
  admin: 'admin',
};

/** The value of the contract's TEXT, compared by value (see the note at the top). */
const TEXT_ANSWER: typeof TEXT = 'text';

/** Sends the call and returns its 2xx response (an HttpError with the server's text otherwise). */
function send(def: CallDef, input: unknown, options: Options | undefined): Promise<Response> {
  const parts = (input ?? {}) as { params?: Fields; query?: Fields; body?: Fields };
  const url = callPath(def.path, parts.params) + queryString(parts.query);
  return sendRequest(url, {
    method: def.method,
    ...(parts.body === undefined ? {} : encode(def, parts.body)),
    auth: AUDIENCE[def.auth],
    quiet: options?.quiet,
    signal: options?.signal,
    onUploadProgress: options?.onUploadProgress,
  });
}

export async function call<C extends CallDef>(def: C, ...[input, options]: Args<C>): Promise<CallResult<C>> {
  const response = await send(def, input, options);
  if (def.response === TEXT_ANSWER) return (await readText(response)) as CallResult<C>;
  return (await response.json()) as CallResult<C>;
}

/** A file the server sends (a CSV export): its bytes and the name its Content-Disposition gives, if any. */
type CallFile = { blob: Blob; fileName: string | null };

/**
 * A call whose answer is a file to save rather than data to show (GET /adn_api/bultenListCsv): sent like call(), with
 * the audience's credentials, so it cannot be a plain link.
 */
export async function callFile<C extends CallDef>(def: C, ...[input, options]: Args<C>): Promise<CallFile> {
  const response = await send(def, input, options);
  return { blob: await response.blob(), fileName: dispositionFileName(response.headers.get('content-disposition')) };
}

/** 'attachment; filename="bulten-aboneleri.csv"' → 'bulten-aboneleri.csv' (filename* in UTF-8 first); else null. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // a malformed escape: the plain name below
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(header);
  return plain ? (plain[1] ?? plain[2] ?? null) : null;
}

/** A plain-text answer ('OK', 'NON', a message); a JSON-encoded string is unwrapped. */
async function readText(response: Response): Promise<string> {
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
