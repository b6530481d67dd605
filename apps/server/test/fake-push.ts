// A local stand-in for a browser's push service (node:http) and the browser's side of a subscription: its P-256 key
// pair and 16-byte auth secret, made as a browser makes them, and the decryption of an aes128gcm payload (RFC 8188
// with the keys of RFC 8291) written here with node:crypto, independent of the web-push library that encrypts.
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PushRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * Records every POST; answers 410 under /gone/, 404 under /missing/, 500 under /fail/, else 201 (a push service's
 * 'created'), after `delayMs`.
 */
export async function fakePushService({ delayMs = 0 } = {}) {
  const requests: PushRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      requests.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      const status = path.startsWith('/gone/')
        ? 410
        : path.startsWith('/missing/')
          ? 404
          : path.startsWith('/fail/')
            ? 500
            : 201;
      setTimeout(() => res.writeHead(status).end(), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    /** the requests to one endpoint's path */
    to: (path: string) => requests.filter((r) => r.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription keys, and the decryption of what is pushed to it. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys(); // 65 bytes, uncompressed
  const authSecret = randomBytes(16);
  return {
    keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    /** the plaintext of an aes128gcm body (one record, as a push is) */
    decrypt(body: Buffer) {
      const salt = body.subarray(0, 16);
      const idLength = body[20];
      const serverKey = body.subarray(21, 21 + idLength); // the sender's ephemeral public key
      const ciphertext = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(serverKey);
      const hkdf = (ikm: Buffer, s: Buffer, info: Buffer | string, length: number) =>
        Buffer.from(hkdfSync('sha256', ikm, s, info, length));
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverKey]);
      const ikm = hkdf(shared, authSecret, keyInfo, 32);
      const cek = hkdf(ikm, salt, 'Content-Encoding: aes128gcm\0', 16);
      const nonce = hkdf(ikm, salt, 'Content-Encoding: nonce\0', 12);
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(-16));
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
      // the last record ends with the delimiter 2, then zero padding
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error('no last-record delimiter');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/** The claims of a VAPID Authorization header (`vapid t=<JWT>, k=<public key>`), after checking its ES256 signature. */
export function vapidClaims(authorization: string) {
  const m = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!m) throw new Error(`not a VAPID header: ${authorization}`);
  const point = Buffer.from(m[4], 'base64url');
  const [x, y] = [point.subarray(1, 33), point.subarray(33)].map((b) => b.toString('base64url'));
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x, y }, format: 'jwk' });
  const signed = verify(
    'sha256',
    Buffer.from(`${m[1]}.${m[2]}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(m[3], 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not verify');
  return { key: m[4], claims: JSON.parse(Buffer.from(m[2], 'base64url').toString('utf8')) as Record<string, unknown> };
}
