// Every uploaded image is decoded, checked, capped, stripped of metadata and re-encoded (DESIGN §4 "Uploads").
import { randomUUID } from 'node:crypto';
import { IMAGE_MSG, MAX_UPLOAD_BYTES } from '@tedarik/contract/uploads';
import sharp, { type Metadata } from 'sharp';
import { AppError } from './errors';
import type { Storage } from './storage';

const ACCEPTED = new Set(['png', 'jpeg', 'gif']);
const MAX_INPUT_PIXELS = 40_000_000;

export interface StoredImage {
  /** public path of the image, '/uploads/…' */
  path: string;
  /** public path of its thumbnail */
  thumb: string;
}

/** Decodes `input`, refuses anything but png / jpeg / gif content, stores a ≤ `maxSide` WebP and a thumbnail. */
export async function storeImage(
  storage: Storage,
  folder: string,
  input: Buffer,
  { maxSide = 1600, thumbSide = 400 } = {},
): Promise<StoredImage> {
  if (input.length > MAX_UPLOAD_BYTES) throw new AppError(IMAGE_MSG.tooLarge, 413);
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new AppError(IMAGE_MSG.invalid);
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw new AppError(IMAGE_MSG.invalid);
  const decode = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const [full, thumb] = await Promise.all([
    decode().resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer(),
    decode().resize(thumbSide, thumbSide, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 75 }).toBuffer(),
  ]).catch(() => {
    throw new AppError(IMAGE_MSG.invalid);
  });
  const name = randomUUID();
  const keys = [`${folder}/${name}.webp`, `${folder}/${name}.thumb.webp`];
  try {
    await storage.put(keys[0], full, 'image/webp');
    await storage.put(keys[1], thumb, 'image/webp');
  } catch {
    // the bucket or the disk is away (or full): a clear refusal, no half-stored image, and no row will point at it
    await Promise.all(keys.map((key) => storage.remove(key).catch(() => {})));
    throw new AppError(IMAGE_MSG.storageDown, 503);
  }
  return { path: `/uploads/${folder}/${name}.webp`, thumb: `/uploads/${folder}/${name}.thumb.webp` };
}

/** The thumbnail stored beside an image by storeImage. */
export const thumbOf = (imagePath: string) => imagePath.replace(/\.webp$/, '.thumb.webp');

/** An uploaded file's bytes: bytes on the server (multipart keyValues), a Blob where a test sends one. */
export const bytesOf = async (file: Blob | Uint8Array) =>
  file instanceof Uint8Array ? Buffer.from(file) : Buffer.from(await file.arrayBuffer());

/** The storage keys of an image and its thumbnail ('/uploads/x.webp' → 'x.webp'). */
const keysOf = (path: string) => [path, thumbOf(path)].map((p) => p.replace(/^\/uploads\//, ''));

/** Removes stored images and their thumbnails; a file already gone is no error. */
export const forgetImages = (storage: Storage, paths: (string | null | undefined)[]) =>
  Promise.all(
    paths
      .filter((p): p is string => Boolean(p?.startsWith('/uploads/')))
      .flatMap(keysOf)
      .map((key) => storage.remove(key).catch(() => {})),
  );

/**
 * Stores an upload, then runs `write` with it (the database rows that point at it); when `write` throws, the stored
 * files are removed again, so a refused or failed write leaves no file behind and no row points at a missing one.
 */
export async function withStoredImage<T>(
  storage: Storage,
  folder: string,
  file: Blob | Uint8Array,
  write: (image: StoredImage) => Promise<T>,
  sizes?: Parameters<typeof storeImage>[3],
): Promise<T> {
  const image = await storeImage(storage, folder, await bytesOf(file), sizes);
  try {
    return await write(image);
  } catch (err) {
    await forgetImages(storage, [image.path]);
    throw err;
  }
}
