// The server compiled for `npm run start:prod`: one ES module (apps/server/dist/main.mjs) with our TypeScript (the
// server and the contract) bundled in and every npm package left to node_modules, so production runs plain Node with
// no TypeScript loader. Migrations stay files (apps/server/drizzle), found from the bundle's place at run time.
// A worker thread's entry is a bundle of its own beside it (platform/off-thread.ts `workerEntry`): the comparison's
// exports (dist/export-worker.mjs, decision 0048), the proformas, the members' spreadsheets.
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

await build({
  entryPoints: {
    main: path.join(root, 'apps/server/src/main.ts'),
    'export-worker': path.join(root, 'apps/server/src/modules/offers/export-worker.ts'),
    'proforma-worker': path.join(root, 'apps/server/src/modules/orders/proforma-worker.ts'),
    'spreadsheet-worker': path.join(root, 'apps/server/src/platform/spreadsheet-worker.ts'),
  },
  outdir: path.join(root, 'apps/server/dist'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  keepNames: true, // route plugins' names group the API reference (platform/route.ts)
  plugins: [
    {
      // npm packages stay external (native modules, wasm, their own files); our workspace packages are bundled
      name: 'externals',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@tedarik/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  // a bundle has no CommonJS `require`; some packages' ES builds still call it
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
