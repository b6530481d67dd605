// What the browser keeps (issue 53 item 6, docs/browser-storage.md): every key the code writes to localStorage or
// sessionStorage is in the docs' table, and nothing sets a cookie — the site keeps only what is strictly necessary,
// which is why it shows no cookie banner. A key added without its row (or a cookie) fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './lib/storage-keys';

const root = path.resolve(import.meta.dirname, '../../..');
const doc = readFileSync(path.join(root, 'docs/browser-storage.md'), 'utf8');
const sources = (dir: string) =>
  readdirSync(path.join(root, dir), { recursive: true })
    .map(String)
    .filter((f) => /\.(ts|tsx|js)$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => ({ file: `${dir}/${f}`, text: readFileSync(path.join(root, dir, f), 'utf8') }));
const web = [...sources('apps/web/src'), ...sources('apps/web/public')];

describe('what the site keeps in the browser', () => {
  it("every localStorage key is in the docs' table", () => {
    for (const key of Object.values(STORAGE_KEYS)) expect(doc, key).toContain(`\`${key}\``);
  });

  it("every sessionStorage key is in the docs' table", () => {
    const keys = web.flatMap(({ text }) =>
      [...text.matchAll(/sessionStorage\.setItem\((\w+)/g)].map(([, name]) => {
        const value = new RegExp(`const ${name} = '([^']+)'`).exec(text)?.[1];
        return value ?? name;
      }),
    );
    expect(keys.length).toBeGreaterThanOrEqual(2);
    for (const key of keys) expect(doc, key).toContain(`\`${key}\``);
  });

  it('writes localStorage only through the storage module, and sets no cookie anywhere', () => {
    const writers = web.filter(({ text }) => /localStorage\.setItem/.test(text)).map(({ file }) => file);
    expect(writers).toEqual(['apps/web/src/lib/storage.ts']);
    expect(web.filter(({ text }) => /document\.cookie|cookieStore/.test(text)).map(({ file }) => file)).toEqual([]);
    const server = sources('apps/server/src').filter(({ text }) => /\.(setCookie|cookie)\(|'set-cookie',/i.test(text));
    expect(server.map(({ file }) => file)).toEqual([]);
  });
});
