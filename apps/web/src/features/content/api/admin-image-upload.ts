/** What an image-change call sends: the file, and where its progress goes (ImageField's bar). */
export type ImageUpload = { file: File; onUploadProgress?: (fraction: number) => void };
