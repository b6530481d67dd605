// Uploaded files: local disk under DATA_DIR/uploads (default) or an S3-compatible bucket. Keys are generated
// ('logos/3f2a….webp'), never the client's file name; the stored path is /uploads/<key> either way. From disk this
// server serves them; from S3, /uploads/<key> redirects to the bucket's (or CDN's) address, so an image view never
// passes through Node.
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Config } from '../config';

export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  /** the stored file as a stream, for a download sent without holding it in memory; undefined when there is none */
  open(key: string): Promise<Readable | undefined>;
  remove(key: string): Promise<void>;
  /** where browsers read a stored file themselves (a bucket or CDN address); undefined: this server serves it */
  publicUrl?(key: string): string;
}

export function diskStorage(root: string): Storage {
  const file = (key: string) => {
    const p = path.resolve(root, key);
    if (!p.startsWith(path.resolve(root) + path.sep)) throw new Error(`bad storage key ${key}`);
    return p;
  };
  return {
    async put(key, body) {
      await mkdir(path.dirname(file(key)), { recursive: true });
      await writeFile(file(key), body);
    },
    get: (key) => readFile(file(key)).catch(() => undefined),
    async open(key) {
      const found = await stat(file(key)).catch(() => undefined);
      return found?.isFile() ? createReadStream(file(key)) : undefined;
    },
    remove: (key) => rm(file(key), { force: true }),
  };
}

export async function s3Storage(s3: NonNullable<Config['s3']>): Promise<Storage> {
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKey, secretAccessKey: s3.secretKey },
  });
  return {
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : undefined;
      } catch {
        return undefined;
      }
    },
    async open(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
        // in Node the SDK's body is a readable stream (an IncomingMessage)
        return out.Body instanceof Readable ? out.Body : undefined;
      } catch {
        return undefined;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
    },
    publicUrl: (key) => `${s3.publicUrl}/${key.split('/').map(encodeURIComponent).join('/')}`,
  };
}
