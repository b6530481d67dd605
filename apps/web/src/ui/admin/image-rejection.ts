// What an image field accepts (admin spec §5, §9: png, jpg, jpeg, gif) and what it says about a file it refuses.

/** The image types by MIME type and extension, in the shape of Dropzone's `accept`. */
export const IMAGE_ACCEPT: Record<string, string[]> = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
};

/** The server's cap on an upload (apps/server platform/images.ts MAX_UPLOAD_BYTES): refused here before it is sent. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

export const IMAGE_HINT = 'png, jpg, jpeg veya gif; en fazla 8 MB.';

export const IMAGE_REJECTED = {
  type: 'Yalnızca png, jpg, jpeg veya gif yükleyebilirsiniz.',
  size: 'Görsel çok büyük. En fazla 8 MB yükleyebilirsiniz.',
  count: 'Tek bir görsel seçin.',
} as const;

/** The error codes of react-dropzone (under Mantine's Dropzone) for one refused file. */
type Rejection = { errors: readonly { code: string }[] };

/** One message for the refused files: too many first, then the type, then the size. */
export function rejectionText(rejections: readonly Rejection[]): string {
  const codes = new Set(rejections.flatMap((r) => r.errors.map((e) => e.code)));
  if (codes.has('too-many-files') || rejections.length > 1) return IMAGE_REJECTED.count;
  if (codes.has('file-invalid-type')) return IMAGE_REJECTED.type;
  if (codes.has('file-too-large')) return IMAGE_REJECTED.size;
  return IMAGE_REJECTED.type;
}
