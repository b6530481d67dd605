// The islands' build (DESIGN §9, decisions 0042 and 0043): `vite build --mode islands`, before the app's build, builds a
// visitor's islands runtime (src/app/islands.ts) and every island's component into dist/assets with React's imports
// answered by Preact (preact/compat): the same components the server renders with React and the app runs with React,
// in 8 KB of renderer instead of 66. The app's build then starts the runtime by the name this build gave it
// (ISLANDS_ENTRY) and adds the size of its first load to the visitor's budget (vite.config.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Alias, Plugin } from 'vite';
import { firstLoad } from './first-load';
import { MANTINE_REST_ID } from './mantine-rest';

/**
 * What the islands' build writes for the app's build: the runtime's file, and gzip KB of what a visitor's page loads of
 * it before any interaction and after touching every island on the page (the app's build adds its entry's and holds
 * them to their budgets).
 */
export interface IslandsBuilt {
  entry: string;
  kb: number;
  touched: Record<string, { kb: number; files: number }>;
}

export const ISLANDS_MODE = 'islands';
const RECORD = 'dist/.vite/islands.json';

/** React's modules, answered by Preact in the islands (react-on-preact.ts adds what Preact lacks). */
export const REACT_ON_PREACT: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: path.resolve(import.meta.dirname, '../src/app/react-on-preact.ts') },
];

/** The islands' build as the app's build reads it (it fails when the islands were not built first). */
export function islandsBuilt(): IslandsBuilt {
  try {
    return JSON.parse(readFileSync(RECORD, 'utf8')) as IslandsBuilt;
  } catch {
    throw new Error(`no ${RECORD}: build the islands first (vite build --mode ${ISLANDS_MODE}; npm run build does)`);
  }
}

/** The islands of every page (the site's frame), and those of the pages that have more (app/island-table.ts). */
const FRAME_ISLANDS = ['search', 'phone-menu', 'translate', 'newsletter'];
const ISLANDS_OF: Record<string, string[]> = {
  '/': ['slider', 'faq', 'contact-form'],
  '/talepler': ['categories', 'request-invitation'],
  '/urunler': ['categories', 'request-invitation'],
  '/contact': ['contact-form'],
  '/sss': ['faq'],
  '/teklif-Olustur': ['request-draft'],
  'a company product': ['gallery'],
  '/Account-Login': ['login'],
  '/Account-Free-Join': ['register'],
  '/account-ForgotPassword': ['forgot-password'],
};

/**
 * Measures what a visitor's page loads of the islands before any interaction (the runtime) and after touching every
 * island on it, and records it for the app's build; fails the build if the runtime carries the renderer.
 */
export function islandsSizes(): Plugin {
  return {
    name: 'islands-sizes',
    apply: (_config, env) => env.command === 'build' && env.mode === ISLANDS_MODE,
    generateBundle(_options, bundle) {
      const { chunks, byFile, load } = firstLoad(bundle);
      const chunkOf = (module: string) =>
        chunks.find((c) => c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(`src/${module}`))) ??
        this.error(`islands' sizes: no chunk for ${module}`);

      const runtime = chunks.find((c) => c.isEntry) ?? this.error("islands' sizes: no entry");
      const first = load([runtime.fileName]);
      const renderer = [...first.files].filter((file) =>
        byFile.get(file)?.moduleIds.some((id) => /\/node_modules\/(preact|react|react-dom)\//.test(id)),
      );
      if (renderer.length > 0)
        this.error(`a renderer is in a visitor's first load (${renderer.join(', ')}): islands load it when touched`);
      // each island's chunk, by the module its loader imports (app/island-table.ts)
      const table = readFileSync('src/app/island-table.ts', 'utf8');
      const islandChunk = new Map(
        [...table.matchAll(/'?([\w-]+)'?: \(\) =>\s*import\('(\.\.?)\/([^']+)'\)/g)].map(([, name, up, module]) => [
          name,
          chunkOf(`${up === '..' ? module : `app/${module}`}.tsx`).fileName,
        ]),
      );
      const hydrate = chunkOf('app/island-hydrate.tsx').fileName;
      const touched = Object.entries(ISLANDS_OF).map(([page, names]) => {
        const islands = [...FRAME_ISLANDS, ...names].map(
          (name) => islandChunk.get(name) ?? this.error(`no island ${name}`),
        );
        const { kb, files } = load([runtime.fileName, hydrate, ...islands]);
        return [page, { kb, files: files.size }] as const;
      });
      // A rendered page paints with the entry's style sheet alone: one that comes later would move the page (CLS).
      // The islands bring the rest of Mantine's styles (menus, dropdowns) with the renderer, none other.
      const late = chunks.flatMap((c) =>
        c.moduleIds.filter(
          (id) => id.endsWith('.css') && id !== MANTINE_REST_ID && !id.endsWith('/app/first-paint.css'),
        ),
      );
      if (late.length > 0)
        this.error(`style sheets of islands (${late.join(', ')}): move their rules to app/global.css`);
      const built: IslandsBuilt = { entry: `/${runtime.fileName}`, kb: first.kb, touched: Object.fromEntries(touched) };
      this.emitFile({ type: 'asset', fileName: RECORD.replace(/^dist\//, ''), source: JSON.stringify(built) });
    },
  };
}
