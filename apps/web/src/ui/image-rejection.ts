// What an image field says about a file it refuses before sending it (the rules: @tedarik/contract/uploads).
import { IMAGE_MSG, IMAGE_TYPES_TEXT } from '@tedarik/contract/uploads';

export const IMAGE_HINT = `${IMAGE_TYPES_TEXT}; en fazla 8 MB.`;

/** The error codes of react-dropzone (under Mantine's Dropzone) for one refused file. */
type Rejection = { errors: readonly { code: string }[] };

/** One message for the refused files: too many first, then the type, then the size. */
export function rejectionText(rejections: readonly Rejection[]): string {
  const codes = new Set(rejections.flatMap((r) => r.errors.map((e) => e.code)));
  if (codes.has('too-many-files') || rejections.length > 1) return IMAGE_MSG.count;
  if (codes.has('file-invalid-type')) return IMAGE_MSG.type;
  if (codes.has('file-too-large')) return IMAGE_MSG.tooLarge;
  return IMAGE_MSG.type;
}
