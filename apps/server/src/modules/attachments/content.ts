// What an attached file is, from its bytes alone (issue 37 item 6): PDF, PNG, JPEG, XLSX and DWG by their signatures
// (file-type; an XLSX is a zip whose content types name a workbook, so a plain zip, a .docx or a macro workbook is
// not one), DXF and STEP, which are text, by how they begin. Anything else (an executable, HTML, SVG, a renamed zip)
// is refused. The client's file name only becomes the name shown, cleaned, with the extension of what it is.
import { ATTACHMENT_MSG, type AttachmentKind, MAX_ATTACHMENT_NAME } from '@tedarik/contract/attachments/member';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../platform/errors';

const BY_SIGNATURE: Record<string, AttachmentKind> = { pdf: 'pdf', png: 'png', jpg: 'jpeg', xlsx: 'xlsx', dwg: 'dwg' };

/** The content type a download is sent with; never one a browser renders, as the answer is an attachment anyway. */
export const MIME: Record<AttachmentKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  dwg: 'image/vnd.dwg',
  dxf: 'application/octet-stream', // text: never given a type that could be read as markup
  step: 'application/octet-stream',
};

const EXTENSIONS: Record<AttachmentKind, string[]> = {
  pdf: ['pdf'],
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
  xlsx: ['xlsx'],
  dwg: ['dwg'],
  dxf: ['dxf'],
  step: ['step', 'stp'],
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

/** What the bytes are, or a refusal: the kinds of ATTACHMENT_KINDS only. */
export async function detectKind(bytes: Buffer): Promise<AttachmentKind> {
  if (bytes.length === 0) throw new AppError(ATTACHMENT_MSG.empty);
  const found = await fileTypeFromBuffer(bytes);
  if (found) {
    const kind = BY_SIGNATURE[found.ext];
    if (kind) return kind;
    throw new AppError(ATTACHMENT_MSG.kind, 415);
  }
  // text kinds: no NUL byte anywhere (a binary file behind a text header is not a drawing)
  if (!bytes.includes(0)) {
    if (isDxf(bytes)) return 'dxf';
    if (isStep(bytes)) return 'step';
  }
  throw new AppError(ATTACHMENT_MSG.kind, 415);
}

// control characters, the characters no file system takes, and the marks that reorder text ('belge\u202Efdp.exe')
// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what it removes
const UNSAFE = /[\u0000-\u001f\u007f-\u009f<>:"/\\|?*\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The client's file name made safe to show and to send back: its last path part, without control, reordering and
 * reserved characters, at most MAX_ATTACHMENT_NAME characters, ending in an extension of the detected kind ('dosya'
 * when nothing is left).
 */
export function cleanName(raw: string | undefined, kind: AttachmentKind): string {
  const last = (raw ?? '').slice(0, 1000).split(/[/\\]/).pop() ?? '';
  let name = last
    .normalize('NFC')
    .replace(UNSAFE, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  let base = EXTENSIONS[kind].includes(ext) ? name.slice(0, dot) : name;
  const extension = EXTENSIONS[kind].includes(ext) ? ext : EXTENSIONS[kind][0];
  base =
    [...base]
      .slice(0, MAX_ATTACHMENT_NAME - extension.length - 1)
      .join('')
      .trim() || 'dosya';
  name = `${base}.${extension}`;
  return name;
}
