import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { contractCalls } from './build/contract-calls';
import { firstLoad } from './build/first-load';
import { ISLANDS_MODE, islandsBuilt, islandsSizes, REACT_ON_PREACT } from './build/islands';
import { mantineRest } from './build/mantine-rest';
import { precompressed } from './build/precompress';

// During `vite` dev the API and uploads come from the server on :3000; in production the server serves dist/ itself.
const server = 'http://localhost:3000';

// The JavaScript a first visit downloads (gzip), printed at each build; the build fails over a budget.
// - A visitor's public page (DESIGN §9, decisions 0042, 0043): the entry and the islands' runtime before any
//   interaction; after touching every island on the page, Preact, the theme, the page's data cache and those islands'
//   components too (the islands' build measures them: build/islands.ts).
// - A member's page: the entry, the app it starts (start.tsx and its parts) and the page's own chunk. Lazy parts of a
//   page (loaded when shown) do not count: that is the point of them.

/**
 * gzip KB before any interaction, and after every island of a page has been touched: issue 39's figures. With React
 * the islands came to 187–208 KB; Preact renders them (−66), the header's search and translate menu are placed by CSS
 * instead of floating-ui and Mantine's popovers (−20), and dates are written without dayjs (decision 0043).
 */
const VISITOR_BUDGET_KB = 60;
const VISITOR_TOUCHED_BUDGET_KB = 100;
/**
 * gzip KB of a member's home page; see decisions 0015, 0016, 0019, 0021, 0022 for how it got there and 0027 for why
 * React 19, React Router, TanStack Query and Mantine's style system (119.6 KB) keep it near 180 KB.
 */
const APP_BUDGET_KB = 180;
/** files (chunks) of a member's home page; see decision 0019 */
const APP_FILES_BUDGET = 20;

const PAGES: Record<string, string> = {
  '/': 'src/app/routes/site/home.tsx',
  '/talepler': 'src/app/routes/site/requests.tsx',
  '/urunler': 'src/app/routes/site/products.tsx',
  'a company page': 'src/app/routes/site/company.tsx',
  'a request page': 'src/app/routes/site/request-detail.tsx',
};

/**
 * What nearly every page and lazy part of the app uses (React DOM's shared module, TanStack Query's core, Mantine's
 * basic components), built as one chunk of its own: inlined (below), each lazy part carried a copy (decision 0042).
 * With it a member's home page went from 170.4 KB in 19 files to 168.4 KB in 13.
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
      const { chunks, byFile, load } = firstLoad(bundle);
      const chunkOf = (module: string) => {
        const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
        if (!chunk) this.error(`first-load budget: no chunk for ${module}`);
        return chunk;
      };
      const entry = chunks.filter((c) => c.isEntry).map((c) => c.fileName);

      // a visitor: the entry, then the islands' runtime it starts (the islands' build measured it and the islands)
      const islands = islandsBuilt();
      const visitor = load(entry);
      const visitorKb = visitor.kb + islands.kb;
      const touchedPages = Object.entries(islands.touched).map(
        ([page, { kb, files }]) => [page, visitor.kb + kb, visitor.files.size + files] as const,
      );
      const [mostTouched, touchedKb] = touchedPages.reduce((most, page) => (page[1] > most[1] ? page : most));
      // a member: main.tsx imports start.tsx after the first paint, and start.tsx the app's parts (app-parts.ts, in the
      // entry, which also names the member frame and its table of screens: a public page loads neither)
      const start = chunkOf('src/app/start.tsx');
      const memberFrame = chunks
        .filter((c) =>
          c.moduleIds.some((id) => /\/src\/app\/routes\/account\/(member-layout\.tsx|screens\.ts)$/.test(id)),
        )
        .map((c) => c.fileName);
      const parts = chunks.filter((c) => c.isEntry).flatMap((c) => c.dynamicImports);
      const app = [...entry, ...start.dynamicImports, ...parts].filter((file) => !memberFrame.includes(file));
      const member = Object.entries(PAGES).map(
        ([page, module]) => [page, load([...app, chunkOf(module).fileName])] as const,
      );
      this.info(
        `first-load JS (gzip): a visitor's page ${visitorKb.toFixed(1)} KB; with every island touched, ` +
          `${touchedPages.map(([page, kb, files]) => `${page} ${kb.toFixed(1)} KB in ${files} files`).join(', ')}; a member's ${member.map(([page, { kb, files }]) => `${page} ${kb.toFixed(1)} KB in ${files.size} files`).join(', ')}`,
      );
      if (visitorKb > VISITOR_BUDGET_KB)
        this.error(
          `a visitor's page loads ${visitorKb.toFixed(1)} KB gzip of JavaScript, over ${VISITOR_BUDGET_KB} KB`,
        );
      if (touchedKb > VISITOR_TOUCHED_BUDGET_KB)
        this.error(
          `a visitor's page (${mostTouched}) loads ${touchedKb.toFixed(1)} KB gzip of JavaScript once its islands ` +
            `are touched, over ${VISITOR_TOUCHED_BUDGET_KB} KB`,
        );
      const reactOnFirstLoad = [...visitor.files].filter((file) =>
        byFile.get(file)?.moduleIds.some((id) => id.includes('/node_modules/react-dom/')),
      );
      if (reactOnFirstLoad.length > 0)
        this.error(`React is in a visitor's first load (${reactOnFirstLoad.join(', ')}): islands load it when touched`);
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

/**
 * The chunks of a browser's build: common chunks under 16 KB of source are copied into the chunks that use them (one
 * shared module state), instead of being files of their own: the home page loaded 97 chunks of 0.1–30 KB, and on a
 * phone each cost a request on one of six connections and a preload link. With this it loads 15, 6 KB fewer (gzip);
 * Lighthouse (mobile, slow 4G): time to interactive 7.5–8.2 s → 4.7–5.0 s, TBT 1.4–2.2 s → 0.9–1.0 s. The lazy
 * screens of members and the back-office carry their copies: dist/ grows from 3.3 MB to 6.3 MB.
 */
const inlineCommonChunks = { experimentalInlineCommonChunks: { maxSize: 16 * 1024 } };

// `vite build --mode islands` builds a visitor's islands into dist/ (build/islands.ts), then `vite build` the browser's
// app beside them, and `vite build --ssr src/app/entry-server.tsx` the server's page renderer into dist-ssr/, with its
// libraries in it (the server loads it with plain Node); a page's chunk loads when the page is first rendered.
export default defineConfig(({ isSsrBuild, mode, command }) => {
  const plugins = [react(), contractCalls(), mantineRest()];
  if (mode === ISLANDS_MODE)
    return {
      plugins: [...plugins, islandsSizes(), precompressed()],
      resolve: { alias: REACT_ON_PREACT },
      build: {
        outDir: 'dist',
        emptyOutDir: true,
        rolldownOptions: {
          input: 'src/app/islands.ts',
          preserveEntrySignatures: false,
          output: {
            entryFileNames: 'assets/islands-[hash].js',
            // The libraries three islands or more use (Preact, Mantine's core, TanStack Query) in one chunk; each
            // island's own code and what fewer share in chunks of their own, so that a page loads little it does not
            // use. Every island of a page touched: 84–98 KB in 25–29 files; with what two islands use in it, 96–110 KB.
            // (The app's inlining of small common chunks read a module's exports before the module ran, here.)
            codeSplitting: { groups: [{ name: 'island-kit', test: /\/node_modules\//, minShareCount: 3 }] },
          },
        },
      },
    };
  return {
    plugins: [...plugins, firstLoadBudget(), serverQueryClient(), precompressed()],
    server: {
      proxy: { '/api': server, '/adn_api': server, '/uploads': server },
    },
    // main.tsx starts the islands' runtime by its built name (none in the dev server, which renders no pages)
    define: {
      'import.meta.env.ISLANDS_ENTRY': JSON.stringify(
        command === 'build' && !isSsrBuild ? islandsBuilt().entry : '/src/app/islands.ts',
      ),
    },
    build: isSsrBuild
      ? { outDir: 'dist-ssr', emptyOutDir: true, target: 'node20' }
      : {
          outDir: 'dist',
          // the islands' build is in it already
          emptyOutDir: false,
          rolldownOptions: {
            preserveEntrySignatures: false,
            // KIT (above: what nearly every page uses) is one chunk of its own.
            output: {
              codeSplitting: {
                ...inlineCommonChunks,
                groups: [
                  {
                    name: 'kit',
                    test: (id: string) =>
                      KIT.some((part) => id.replaceAll('\\', '/').includes(`/node_modules/${part}`)),
                    minShareCount: 2,
                  },
                ],
              },
            },
          },
        },
    ...(isSsrBuild && { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': '"production"' } }),
  };
});
