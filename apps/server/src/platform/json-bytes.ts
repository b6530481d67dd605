// An answer's JSON as the UTF-8 bytes that go out. V8's JSON.stringify returns a long text that holds letters past
// ASCII (every Turkish name) as a tree of parts; turning that into bytes first copies it into one string of two bytes
// a character, which past 128 KB lands in V8's large-object space. For a member's list of 200 requests (94 KB) that
// copy and the garbage collections it brought were a third of the server's CPU for the call. A long list is
// therefore written 32 items at a time, each batch a short string turned into bytes at once.

const BATCH = 32;

const isLongList = (value: unknown): value is unknown[] => Array.isArray(value) && value.length > BATCH;

/** A plain object (no toJSON) with a long list among its own values: a page of a list. */
const holdsLongList = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as { toJSON?: unknown }).toJSON !== 'function' &&
  Object.values(value).some(isLongList);

/** The bytes of `JSON.stringify(value)`, byte for byte (undefined gives `null`, as no answer is undefined). */
export function jsonBytes(value: unknown): Buffer {
  const pieces: Buffer[] = [];
  const write = (v: unknown) => {
    if (isLongList(v)) {
      // each batch is an array's text: its brackets are dropped but for the list's first and last
      for (let i = 0; i < v.length; i += BATCH) {
        const text = JSON.stringify(v.slice(i, i + BATCH));
        const last = i + BATCH >= v.length;
        pieces.push(Buffer.from(`${i === 0 ? '[' : ','}${text.slice(1, last ? undefined : -1)}`));
      }
    } else if (holdsLongList(v)) {
      let separator = '{';
      for (const [key, item] of Object.entries(v)) {
        // the members JSON.stringify leaves out
        if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
        pieces.push(Buffer.from(`${separator}${JSON.stringify(key)}:`));
        separator = ',';
        write(item);
      }
      pieces.push(Buffer.from(separator === '{' ? '{}' : '}'));
    } else pieces.push(Buffer.from(JSON.stringify(v) ?? 'null'));
  };
  write(value);
  return pieces.length === 1 ? pieces[0] : Buffer.concat(pieces);
}
