// The server's VAPID key pair (RFC 8292), which signs every web push it sends: a browser subscribes with the public
// key, and a push service takes only pushes signed with its private key. From VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY,
// else generated once into DATA_DIR/vapid.json (readable by its owner only) at first start, like secret.key. Several
// machines need the same pair in their environment: a subscription made with one key is refused with another.
import { chmodSync, existsSync, linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  /** base64url of the uncompressed P-256 point: the browser's applicationServerKey */
  publicKey: string;
  /** base64url of the 32-byte private scalar */
  privateKey: string;
  /** who runs the server, for the push services: a mailto: or https: address */
  subject: string;
}

/** VAPID_SUBJECT, else the site when it is https, else the site's no-reply address. */
export function vapidSubject(publicUrl: string, fromEnv?: string) {
  if (fromEnv) return fromEnv;
  const site = new URL(publicUrl);
  return site.protocol === 'https:' ? site.origin : `mailto:no-reply@${site.hostname}`;
}

/** A new key pair (tests; a first start without keys). */
export function newVapidKeys(subject: string): VapidKeys {
  return { ...webpush.generateVAPIDKeys(), subject };
}

/**
 * The keys from the environment, else those in DATA_DIR/vapid.json, made on first start. Processes starting together
 * on one DATA_DIR agree: the file appears whole (written aside, then linked), and only the first link wins.
 */
export function loadVapidKeys(
  dataDir: string,
  subject: string,
  fromEnv?: { publicKey?: string; privateKey?: string },
): VapidKeys {
  if (fromEnv?.publicKey && fromEnv.privateKey)
    return { publicKey: fromEnv.publicKey, privateKey: fromEnv.privateKey, subject };
  const file = path.join(dataDir, 'vapid.json');
  if (!existsSync(file)) {
    const aside = `${file}.${process.pid}.tmp`;
    const { publicKey, privateKey } = newVapidKeys(subject);
    writeFileSync(aside, JSON.stringify({ publicKey, privateKey }), { mode: 0o600 });
    chmodSync(aside, 0o600);
    try {
      linkSync(aside, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      rmSync(aside, { force: true });
    }
  }
  const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}
