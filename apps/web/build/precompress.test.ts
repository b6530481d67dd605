// The build's compressed copies: beside each text file worth compressing, the same bytes once decoded.
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from './precompress';

describe('precompress', () => {
  it('writes a .br and a .gz copy of each script, style sheet and SVG from 1 KB, and none of images or small files', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'dist-'));
    await mkdir(path.join(dir, 'assets'));
    const script = Buffer.from(`export const metin = ${JSON.stringify('Çelik Döküm Parça '.repeat(200))};`);
    await writeFile(path.join(dir, 'assets/home-x1.js'), script);
    await writeFile(path.join(dir, 'assets/small-x2.css'), '.a{color:red}');
    await writeFile(path.join(dir, 'logo.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(300)}</svg>`);
    await writeFile(path.join(dir, 'photo.webp'), Buffer.alloc(4096, 7));

    await precompress(dir);

    expect((await readdir(dir, { recursive: true })).sort()).toEqual([
      'assets',
      'assets/home-x1.js',
      'assets/home-x1.js.br',
      'assets/home-x1.js.gz',
      'assets/small-x2.css',
      'logo.svg',
      'logo.svg.br',
      'logo.svg.gz',
      'photo.webp',
    ]);
    expect(brotliDecompressSync(await readFile(path.join(dir, 'assets/home-x1.js.br')))).toEqual(script);
    expect(gunzipSync(await readFile(path.join(dir, 'assets/home-x1.js.gz')))).toEqual(script);
  });
});
