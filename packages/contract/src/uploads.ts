// What an image upload may be (DESIGN §4 "Uploads"; spec §5 "Product", admin spec §9: png, jpg, jpeg, gif), shared by
// the server, which decodes and checks every upload, and the browser, which refuses a wrong file before sending it.
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
export const IMAGE_TYPES_TEXT = 'png, jpg, jpeg veya gif';

export const IMAGE_MSG = {
  invalid: `Geçersiz görsel. Yalnızca ${IMAGE_TYPES_TEXT} yükleyebilirsiniz.`,
  tooLarge: 'Görsel çok büyük. En fazla 8 MB yükleyebilirsiniz.',
  type: `Yalnızca ${IMAGE_TYPES_TEXT} yükleyebilirsiniz.`,
  count: 'Tek bir görsel seçin.',
  storageDown: 'Görsel şu anda kaydedilemiyor, lütfen biraz sonra tekrar deneyin.',
} as const;

/** The image types by MIME type and extension (the shape of a file picker's `accept`). */
export const IMAGE_ACCEPT: Record<string, string[]> = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
};
