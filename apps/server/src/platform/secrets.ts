// Secrets at rest (the SMTP and SMS passwords of the settings): AES-256-GCM with a key from SECRET_KEY, or on the
// embedded default a key generated once into DATA_DIR/secret.key (readable by its owner only). A stored value reads
// 'enc:v1:' + base64(iv ‖ tag ‖ ciphertext); a value without the prefix (written before encryption) reads as is.
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PREFIX = 'enc:v1:';

export interface SecretBox {
  seal(text: string): string;
  open(stored: string): string;
  /** an HMAC-SHA256 of `text` (base64url) under a key derived from this box's: a link that cannot be forged */
  sign(text: string): string;
}

/** A box for `key`: any text; it is stretched to 32 bytes with SHA-256. */
export function secretBox(key: string): SecretBox {
  const k = createHash('sha256').update(key).digest();
  // the signing key is derived apart, so a signature never reveals anything of the encryption key
  const signing = createHash('sha256').update(`sign:${key}`).digest();
  return {
    sign: (text) => createHmac('sha256', signing).update(text).digest('base64url'),
    seal(text) {
      if (!text) return '';
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', k, iv);
      const ciphertext = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64');
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const raw = Buffer.from(stored.slice(PREFIX.length), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', k, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

/** SECRET_KEY, else the key in DATA_DIR/secret.key, made on first start. */
export function loadSecretKey(dataDir: string, fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'secret.key');
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return readFileSync(file, 'utf8').trim();
}
