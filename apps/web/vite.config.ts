import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { contractCalls } from './build/contract-calls';
import { MANTINE_REST_ID, mantineRest } from './build/mantine-rest';
import { precompressed } from './build/precompress';

// During `vite` dev the API and uploads come from the server on :3000; in production the server serves dist/ itself.
const server = 'http://localhost:3000';

// The JavaScript a first visit downloads (gzip), printed at each build; the build fails over a budget.
// - A visitor's public page (DESIGN §9, decision 0042): the entry and the islands' runtime before any interaction;
//   after touching every island, React, the theme, the page's data cache and every island's component too (all the
//   site's islands together: no page has more).
// - A member's page: the entry, the app it starts (start.tsx and its parts) and the page's own chunk. Lazy parts of a
//   page (loaded when shown) do not count: that is the point of them.

/**
 * gzip KB before any interaction (issue 39: 60), and after every island of a page has been touched. Issue 39 asks for
 * 100 KB there; React's renderer (64 KB), floating-ui (18) and Mantine's style system (60) are over it alone (React
 * Router is out, and zod loads with a form's first sending): decision 0042 has what it is made of and the way down.
 * Held here so that it does not grow unseen.
 */
const VISITOR_BUDGET_KB = 60;
const VISITOR_TOUCHED_BUDGET_KB = 215;
/**
 * gzip KB of a member's home page; see decisions 0015, 0016, 0019, 0021, 0022 for how it got there and 0027 for why
 * React 19, React Router, TanStack Query and Mantine's style system (119.6 KB) keep it near 180 KB.
 */
const APP_BUDGET_KB = 180;
/** files (chunks) of a member's home page; see decision 0019 */
const APP_FILES_BUDGET = 20;

/** The islands of every page (the site's frame), and those of the pages that have more (app/island-table.ts). */
const FRAME_ISLANDS = ['search', 'phone-menu', 'translate', 'newsletter'];
const ISLANDS_OF: Record<string, string[]> = {
  '/': ['slider', 'faq', 'contact-form'],
  '/talepler': ['categories'],
  '/urunler': ['categories', 'request-invitation'],
  '/contact': ['contact-form'],
  '/sss': ['faq'],
  '/teklif-Olustur': ['request-draft'],
  'a company product': ['gallery'],
};

const PAGES: Record<string, string> = {
  '/': 'src/app/routes/site/home.tsx',
  '/talepler': 'src/app/routes/site/requests.tsx',
  '/urunler': 'src/app/routes/site/products.tsx',
  'a company page': 'src/app/routes/site/company.tsx',
  'a request page': 'src/app/routes/site/request-detail.tsx',
};

/**
 * What nearly every island and page uses (React DOM's shared module, TanStack Query's core, Mantine's basic
 * components), built as one chunk of its own: inlined (below), each island's chunk carried a copy, and a page with
 * every island touched loaded them up to seven times (decision 0042). With it: 232–253 → 214–235 KB, the first touch
 * of an island in 9–15 files instead of 14–20; a member's home page 170.4 KB in 19 files → 168.4 KB in 13.
 */
const KIT = [
  'react-dom/cjs/react-dom.production',
  '@tanstack/query-core/',
  ...['Box', 'Text', 'Group', 'Stack', 'Button', 'ActionIcon', 'UnstyledButton', 'Loader', 'Transition', 'Portal'].map(
    (component) => `@mantine/core/esm/components/${component}/`,
  ),
];

function firstLoadBudget(): Plugin {
  return {
    name: 'first-load-budget',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const gzipped = new Map<string, number>();
      const size = (file: string) => {
        if (!gzipped.has(file)) gzipped.set(file, gzipSync(byFile.get(file)?.code ?? '').length);
        return gzipped.get(file) as number;
      };
      const load = (start: string[]) => {
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
        };
        for (const file of start) visit(file);
        return { kb: [...seen].reduce((sum, file) => sum + size(file), 0) / 1024, files: seen };
      };
      const chunkOf = (module: string) => {
        const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
        if (!chunk) this.error(`first-load budget: no chunk for ${module}`);
        return chunk;
      };
      const entry = chunks.filter((c) => c.isEntry).map((c) => c.fileName);

      // a visitor: the islands' runtime, then every island's component with React (islands.ts imports them lazily)
      const runtime = chunkOf('src/app/islands.ts');
      const visitor = load([...entry, runtime.fileName]);
      // each island's chunk, by the module its loader imports (app/island-table.ts)
      const table = readFileSync('src/app/island-table.ts', 'utf8');
      const islandChunk = new Map(
        [...table.matchAll(/'?([\w-]+)'?: \(\) =>\s*import\('(\.\.?)\/([^']+)'\)/g)].map(([, name, up, path]) => {
          const module = up === '..' ? path : `app/${path}`;
          return [
            name,
            // the chunk holding the module (one imported by another island too may be in a chunk it shares)
            (chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`src/${module}.tsx`))) ?? chunkOf(module))
              .fileName,
          ];
        }),
      );
      const hydrate = chunkOf('src/app/island-hydrate.tsx').fileName;
      const touchedPages = Object.entries(ISLANDS_OF).map(([page, names]) => {
        const islands = [...FRAME_ISLANDS, ...names].map(
          (name) => islandChunk.get(name) ?? this.error(`no island ${name}`),
        );
        return [page, load([...entry, runtime.fileName, hydrate, ...islands])] as const;
      });
      const touched = touchedPages.reduce((most, page) => (page[1].kb > most[1].kb ? page : most))[1];
      const every = load([...entry, runtime.fileName, hydrate, ...islandChunk.values()]);
      // a member: main.tsx imports start.tsx after the first paint, and start.tsx the app's parts
      const start = chunkOf('src/app/start.tsx');
      const app = [...entry, start.fileName, ...start.dynamicImports];
      const member = Object.entries(PAGES).map(
        ([page, module]) => [page, load([...app, chunkOf(module).fileName])] as const,
      );
      this.info(
        `first-load JS (gzip): a visitor's page ${visitor.kb.toFixed(1)} KB; with every island touched, ` +
          `${touchedPages.map(([page, { kb }]) => `${page} ${kb.toFixed(1)} KB`).join(', ')}; a member's ${member.map(([page, { kb, files }]) => `${page} ${kb.toFixed(1)} KB in ${files.size} files`).join(', ')}`,
      );
      if (visitor.kb > VISITOR_BUDGET_KB)
        this.error(
          `a visitor's page loads ${visitor.kb.toFixed(1)} KB gzip of JavaScript, over ${VISITOR_BUDGET_KB} KB`,
        );
      if (touched.kb > VISITOR_TOUCHED_BUDGET_KB)
        this.error(
          `a visitor's page loads ${touched.kb.toFixed(1)} KB gzip of JavaScript once its islands are touched, over ` +
            `${VISITOR_TOUCHED_BUDGET_KB} KB`,
        );
      const reactOnFirstLoad = [...visitor.files].filter((file) =>
        byFile.get(file)?.moduleIds.some((id) => id.includes('/node_modules/react-dom/')),
      );
      if (reactOnFirstLoad.length > 0)
        this.error(`React is in a visitor's first load (${reactOnFirstLoad.join(', ')}): islands load it when touched`);
      // A rendered page paints with the entry's style sheet alone: one that comes later would move the page (CLS).
      // The islands bring the rest of Mantine's styles (menus, dropdowns) with React, none other.
      const late = [...every.files]
        .filter((file) => !entry.includes(file))
        .flatMap(
          (file) =>
            byFile
              .get(file)
              ?.moduleIds.filter(
                (id) => id.endsWith('.css') && id !== MANTINE_REST_ID && !id.endsWith('/app/first-paint.css'),
              ) ?? [],
        );
      if (late.length > 0)
        this.error(`style sheets of islands (${late.join(', ')}): move their rules to app/global.css`);
      const home = member[0][1];
      if (home.kb > APP_BUDGET_KB)
        this.error(`a member's home page loads ${home.kb.toFixed(1)} KB gzip of JavaScript, over ${APP_BUDGET_KB} KB`);
      if (home.files.size > APP_FILES_BUDGET)
        this.error(
          `a member's home page loads ${home.files.size} files, over its budget of ${APP_FILES_BUDGET} ` +
            '(each is a request and a preload link on a phone: see the code-splitting option below)',
        );
    },
  };
}

/** The server build renders each page with a query client of its own: query-client.server.ts stands in for the one. */
function serverQueryClient(): Plugin {
  return {
    name: 'server-query-client',
    apply: (_config, env) => Boolean(env.isSsrBuild),
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('/query-client') || importer?.endsWith('query-client.server.ts')) return null;
      const resolved = await this.resolve(source, importer, options);
      return resolved?.id.endsWith('/app/query-client.ts') ? resolved.id.replace(/\.ts$/, '.server.ts') : resolved;
    },
  };
}

// `vite build` builds the browser's app into dist/; `vite build --ssr src/app/entry-server.tsx` the server's page
// renderer into dist-ssr/, with its libraries in it (the server loads it with plain Node); a page's chunk loads when
// the page is first rendered.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), contractCalls(), mantineRest(), firstLoadBudget(), serverQueryClient(), precompressed()],
  server: {
    proxy: { '/api': server, '/adn_api': server, '/uploads': server },
  },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, target: 'node20' }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        rolldownOptions: {
          // An app's chunks export only to each other: their export lists may be trimmed (needed by the option below)
          preserveEntrySignatures: false,
          // Common chunks under 16 KB of source are copied into the chunks that use them (one shared module state),
          // instead of being files of their own: the home page loaded 97 chunks of 0.1–30 KB, and on a phone each
          // cost a request on one of six connections and a preload link. With this it loads 15, 6 KB fewer (gzip);
          // Lighthouse (mobile, slow 4G): time to interactive 7.5–8.2 s → 4.7–5.0 s, TBT 1.4–2.2 s → 0.9–1.0 s.
          // The lazy screens of members and the back-office carry their copies: dist/ grows from 3.3 MB to 6.3 MB.
          // KIT (above: what nearly every island and page uses) is one chunk of its own.
          output: {
            codeSplitting: {
              experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
              groups: [
                {
                  name: 'kit',
                  test: (id: string) => KIT.some((part) => id.replaceAll('\\', '/').includes(`/node_modules/${part}`)),
                  minShareCount: 2,
                },
              ],
            },
          },
        },
      },
  ...(isSsrBuild && { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': '"production"' } }),
}));
