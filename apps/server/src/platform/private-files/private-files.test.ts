// The private-files module (issue 48 item 3, decision 0044): a use is a declaration whose kinds and size are what it
// takes; /uploads refuses every private prefix by rule, a key with an extension too (the S3 redirect: storage-s3.test);
// the README names each prefix for a bucket's policy, and no other server code spells a private key.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import { samples } from '../../../test/files';
import { png } from '../../../test/upload';
import { diskStorage } from '../storage';
import { privateFiles } from './private-files';
import { isPrivateKey, PRIVATE_PREFIXES } from './uses';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
}, 60_000);
afterAll(() => t?.close());

const root = path.resolve(import.meta.dirname, '../../../../..');

describe('/uploads', () => {
  it('refuses a private prefix by rule, a key with an extension and in any case too, and serves a public key', async () => {
    expect(PRIVATE_PREFIXES).toContain('attachments');
    for (const prefix of PRIVATE_PREFIXES) {
      await mkdir(path.join(t.uploadsDir, prefix), { recursive: true });
      await writeFile(path.join(t.uploadsDir, prefix, 'x.pdf'), samples.pdf());
      for (const key of [`${prefix}/x.pdf`, `${prefix.toUpperCase()}/x.pdf`]) {
        const res = await t.app.inject(`/uploads/${key}`);
        expect([res.statusCode, res.body], key).toEqual([404, 'Dosya bulunamadı.']);
      }
    }
    await mkdir(path.join(t.uploadsDir, 'logos'), { recursive: true });
    await writeFile(path.join(t.uploadsDir, 'logos', 'x.png'), await png());
    expect((await t.app.inject('/uploads/logos/x.png')).statusCode).toBe(200);
    expect([isPrivateKey('logos/attachments/x.png'), isPrivateKey('attachments-old/x.pdf')]).toEqual([false, false]);
  });
});

describe('a use', () => {
  const text = {
    ...{ kind: 'Tür yok.', tooLarge: 'Büyük.', empty: 'Boş.', storageDown: 'Depo yok.', notFound: 'Yok.' },
    ...{ draftsFull: 'Çok taslak.', draftGone: 'Taslak yok.' },
  };
  const receipts = privateFiles({ prefix: 'test-receipts', kinds: ['pdf'], maxBytes: 1000, maxDrafts: 2, text });

  it('takes the kinds and the size it declares, under its prefix, and leaves nothing of what it refuses', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'private-files-'));
    const storage = diskStorage(dir);
    try {
      const refusal = (upload: { bytes: Buffer; name: string }) =>
        receipts.withStored(storage, upload, async () => 'stored').catch((e) => [e.status, e.message]);
      expect(await refusal({ bytes: await png(), name: 'dekont.pdf' })).toEqual([415, text.kind]);
      expect(await refusal({ bytes: Buffer.alloc(1001, 0x25), name: 'dekont.pdf' })).toEqual([413, text.tooLarge]);
      expect(await refusal({ bytes: Buffer.alloc(0), name: 'dekont.pdf' })).toEqual([400, text.empty]);
      // a write that fails takes its bytes with it
      const failed = await receipts
        .withStored(storage, { bytes: samples.pdf(), name: 'a.pdf' }, async () => {
          throw new Error('yazılamadı');
        })
        .catch((e: Error) => e.message);
      expect([failed, await readdir(dir)]).toEqual(['yazılamadı', ['test-receipts']]);
      expect(await readdir(path.join(dir, 'test-receipts'))).toEqual([]);
      const file = await receipts.withStored(storage, { bytes: samples.pdf(), name: 'Dekont.exe' }, async (f) => f);
      expect(file).toMatchObject({ kind: 'pdf', name: 'Dekont.exe.pdf', size: samples.pdf().length });
      expect(file.storageKey).toMatch(/^test-receipts\/[0-9a-f-]{36}$/);
      expect(await readFile(path.join(dir, file.storageKey))).toEqual(samples.pdf());
      expect(receipts.uploadOptions.config).toEqual({
        multipartOptions: { limits: { fileSize: 1000 } },
        fileTooLarge: text.tooLarge,
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('is declared with one lower-case path part as its prefix', () => {
    for (const prefix of ['', 'a/b', 'Belgeler', '../x'])
      expect(() => privateFiles({ prefix, kinds: ['pdf'], maxBytes: 1, maxDrafts: 1, text })).toThrow();
  });
});

describe('what a tool checks beside dependency-cruiser', () => {
  it('the README names every private prefix for a bucket’s policy', async () => {
    const readme = await readFile(path.join(root, 'README.md'), 'utf8');
    for (const prefix of PRIVATE_PREFIXES) expect(readme).toContain(`\`${prefix}/\``);
  });

  it('the decision’s examples are the code that exists', async () => {
    const record = await readFile(path.join(root, 'docs/decisions/0044-private-files.md'), 'utf8');
    const blocks = [...record.matchAll(/```ts\n\/\/ (\S+)\n([\s\S]*?)```/g)];
    expect(blocks.length).toBeGreaterThanOrEqual(3);
    const lines = (text: string) => text.split('\n').map((l) => l.trim());
    for (const [, file, code] of blocks) {
      const source = lines(await readFile(path.join(root, file), 'utf8')).join('\n');
      expect(source, file).toContain(lines(code).join('\n').trim());
    }
  });

  it('no server code but this module spells a private key', async () => {
    const src = path.join(root, 'apps/server/src');
    const files = (await readdir(src, { recursive: true })).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith(`platform${path.sep}private-files`),
    );
    const spelled = new RegExp(`['"\`](${PRIVATE_PREFIXES.join('|')})/`, 'i');
    const found = [];
    for (const f of files) if (spelled.test(await readFile(path.join(src, f), 'utf8'))) found.push(f);
    expect(found).toEqual([]);
  });
});
