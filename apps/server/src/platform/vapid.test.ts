// The VAPID key pair: from the environment when given, else made once into DATA_DIR/vapid.json (its owner's only) and
// the same at every start; the subject names the site.
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadVapidKeys, vapidSubject } from './vapid';

describe('VAPID keys', () => {
  it('are made once into DATA_DIR/vapid.json, readable by its owner only, and read back at every start', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tedarik-vapid-'));
    const first = loadVapidKeys(dir, 'mailto:no-reply@localhost');
    expect(first.publicKey).toMatch(/^B[\w-]{86}$/);
    expect(first.privateKey).toMatch(/^[\w-]{43}$/);
    const file = path.join(dir, 'vapid.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect(loadVapidKeys(dir, 'mailto:no-reply@localhost')).toEqual(first);
  });

  it('come from the environment when both halves are given', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tedarik-vapid-'));
    const env = { publicKey: `B${'a'.repeat(86)}`, privateKey: 'b'.repeat(43) };
    expect(loadVapidKeys(dir, 'https://tedarik.example.com.tr', env)).toEqual({
      ...env,
      subject: 'https://tedarik.example.com.tr',
    });
  });

  it('name the site as their subject: its https address, else its no-reply address', () => {
    expect(vapidSubject('https://tedarik.example.com.tr/')).toBe('https://tedarik.example.com.tr');
    expect(vapidSubject('http://localhost:3000')).toBe('mailto:no-reply@localhost');
    expect(vapidSubject('http://localhost:3000', 'mailto:destek@ornek.com.tr')).toBe('mailto:destek@ornek.com.tr');
  });
});
