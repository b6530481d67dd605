// Uploads in tests: real images to decode and multipart bodies as a browser sends them.
import sharp from 'sharp';

/** A real PNG of w × h pixels. */
export const png = (w = 40, h = 30) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();

/** A multipart body with text fields and files (name → [file name, bytes]). */
export function multipart(fields: Record<string, string | number>, files: Record<string, [string, Buffer]> = {}) {
  const boundary = 'testBoundary';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const [k, [name, bytes]] of Object.entries(files))
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.concat(parts) };
}
export type Multipart = ReturnType<typeof multipart>;
