// What a private file is, from its bytes alone (decision 0044): PDF, PNG, JPEG, XLSX and DWG by their signatures
// (file-type; an XLSX is a zip whose content types name a workbook, so a plain zip, a .docx or a macro workbook is
// not one), DXF and STEP, which are text, by how they begin. Anything else (an executable, HTML, SVG, a renamed zip)
// is no kind at all; each use allows some of these kinds (uses.ts). The client's file name only becomes the name
// shown, cleaned, with the extension of what the file is.
import { fileTypeFromBuffer } from 'file-type';

/** Every kind a private file may be; a use allows some of them. */
// 'csv' and 'zip' are only ever files the server made (exports, `storeMade`): no upload is taken as one
export const FILE_KINDS = ['pdf', 'png', 'jpeg', 'xlsx', 'dwg', 'dxf', 'step', 'csv', 'zip'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** The longest file name kept (longer ones are cut before their extension); a use's table holds this many. */
export const MAX_FILE_NAME = 120;

const BY_SIGNATURE: Record<string, FileKind> = { pdf: 'pdf', png: 'png', jpg: 'jpeg', xlsx: 'xlsx', dwg: 'dwg' };

/** The content type a download is sent with; never one a browser renders, as the answer is an attachment anyway. */
export const MIME: Record<FileKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  dwg: 'image/vnd.dwg',
  dxf: 'application/octet-stream', // text: never given a type that could be read as markup
  step: 'application/octet-stream',
  csv: 'text/csv; charset=utf-8',
  zip: 'application/zip',
};

const EXTENSIONS: Record<FileKind, string[]> = {
  pdf: ['pdf'],
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
  xlsx: ['xlsx'],
  dwg: ['dwg'],
  dxf: ['dxf'],
  step: ['step', 'stp'],
  csv: ['csv'],
  zip: ['zip'],
};

/** The text at the start of a text file (a BOM and the bytes past the first 4 KB left out). */
const head = (bytes: Buffer) => {
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  return bytes.subarray(start, start + 4096).toString('latin1');
};

/** DXF (ASCII): pairs of lines, a group code and its value; after any 999 comments the first is `0` / `SECTION`. */
function isDxf(bytes: Buffer) {
  const lines = head(bytes).trimStart().split(/\r?\n/);
  for (let i = 0; i + 1 < lines.length; i += 2) {
    const code = lines[i].trim();
    if (code === '999') continue;
    return code === '0' && lines[i + 1].trim() === 'SECTION';
  }
  return false;
}

/** STEP (ISO 10303-21): the file opens with its header keyword. */
const isStep = (bytes: Buffer) => head(bytes).trimStart().startsWith('ISO-10303-21;');

/** What the bytes are among FILE_KINDS, or undefined. */
export async function kindOf(bytes: Buffer): Promise<FileKind | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  if (found) return BY_SIGNATURE[found.ext];
  // text kinds: no NUL byte anywhere (a binary file behind a text header is not a drawing)
  if (bytes.includes(0)) return undefined;
  if (isDxf(bytes)) return 'dxf';
  if (isStep(bytes)) return 'step';
  return undefined;
}

// control characters, the characters no file system takes, and the marks that reorder text ('belge\u202Efdp.exe')
// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what it removes
const UNSAFE = /[\u0000-\u001f\u007f-\u009f<>:"/\\|?*\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The client's file name made safe to show and to send back: its last path part, without control, reordering and
 * reserved characters, at most MAX_FILE_NAME characters, ending in an extension of the detected kind ('dosya' when
 * nothing is left).
 */
export function cleanName(raw: string | undefined, kind: FileKind): string {
  const last = (raw ?? '').slice(0, 1000).split(/[/\\]/).pop() ?? '';
  const name = last
    .normalize('NFC')
    .replace(UNSAFE, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  const known = EXTENSIONS[kind].includes(ext);
  const extension = known ? ext : EXTENSIONS[kind][0];
  const base =
    [...(known ? name.slice(0, dot) : name)]
      .slice(0, MAX_FILE_NAME - extension.length - 1)
      .join('')
      .trim() || 'dosya';
  return `${base}.${extension}`;
}
