// The app's files compressed once, at build time (docs/performance.md, 0024): each script, style sheet and image of text
// ships with a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside it, which the server sends as they are to
// a browser that accepts them (`preCompressed` of @fastify/static, app.ts). Before, @fastify/compress compressed every
// file at every request, at brotli's quality 4: server time on each first visit, and larger files on the wire.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** what the server would compress (text) and is worth it (from 1 KB, @fastify/compress's threshold) */
export const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024;

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** When `file`'s copies are there already and newer (the islands' build wrote them before the app's). */
async function compressedAlready(file: string): Promise<boolean> {
  const [original, copy] = await Promise.all([stat(file), stat(`${file}.gz`).catch(() => undefined)]);
  return copy !== undefined && copy.mtimeMs >= original.mtimeMs;
}

/** Every compressible file under `dir`, with its .br and .gz copies written beside it (unless they are already). */
export async function precompress(dir: string) {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((f) => f.isFile() && COMPRESSIBLE.test(f.name))
    .map((f) => path.join(f.parentPath, f.name));
  await Promise.all(
    files.map(async (file) => {
      if (await compressedAlready(file)) return;
      const body = await readFile(file);
      if (body.length < MIN_BYTES) return;
      const [brotli, gzipped] = await Promise.all([
        br(body, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gz(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipped)]);
    }),
  );
}

/** Vite plugin: precompresses the browser's build (dist/) once it is written. */
export function precompressed(): Plugin {
  let outDir = '';
  return {
    name: 'precompressed',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompress(outDir);
    },
  };
}
