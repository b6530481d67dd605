// The browser's build imports the contract's call definitions without their zod schemas where it may (decision 0021).
//
// A call module of the contract (`@tedarik/contract/<area>/<audience>`) builds zod schemas as it loads, and zod is
// about 24 KB gzip of every first load. Yet most of the app reads only a definition's method, path, credentials and
// body encoding (lib/call.ts); only forms read `.request.body` to check their fields. So, in `vite build` for the
// browser, an app module whose imports from a call module are all call definitions or plain data, and which never
// reads `.request` of one, imports `\0contract-calls:<area>/<audience>` instead: the same names, the definitions
// reduced to those fields, built from the contract module itself (loaded in Node at build time). Every other import
// keeps the real module, so forms keep their rules. The dev server and the server's build use the real modules.
import { fileURLToPath } from 'node:url';
import { type Plugin, runnerImport } from 'vite';

const CONTRACT = '@tedarik/contract/';
const PREFIX = '\0contract-calls:';
/** `<area>/<audience>`: the contract's call modules; its top-level modules (texts, constants, fields) stay as they are */
const CALL_MODULE = /^[a-z-]+\/[a-z-]+$/;
const contractSource = fileURLToPath(new URL('../../../packages/contract/src/', import.meta.url));

type Call = { method: string; path: string; auth: string; request?: { encoding?: string }; response: unknown };

function isCall(value: unknown): value is Call {
  const call = value as Call | null;
  return typeof call?.path === 'string' && typeof call.method === 'string' && typeof call.auth === 'string';
}

/** Strings, numbers, booleans, null, and arrays and plain objects of them: what JSON writes back as it was. */
function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value as object).every(isPlainData);
}

/** What the browser reads of a call (lib/call.ts): the rest is zod. */
function callWithoutSchemas({ method, path, auth, request, response, writes }: Call & { writes?: boolean }) {
  return {
    method,
    path,
    auth,
    ...(request?.encoding && { request: { encoding: request.encoding } }),
    ...(response === 'text' && { response }),
    ...(writes !== undefined && { writes }),
  };
}

/**
 * A call module's exports without zod: its call definitions reduced to what the browser reads, and its plain data.
 * Any other export (a schema, a function) is left out, and `names` says which were kept.
 */
export function callsModule(exports: Record<string, unknown>): { code: string; names: Set<string> } {
  const kept = Object.entries(exports).flatMap(([name, value]): [string, unknown][] => {
    if (isCall(value)) return [[name, callWithoutSchemas(value)]];
    return isPlainData(value) ? [[name, value]] : [];
  });
  return {
    code: kept.map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};\n`).join(''),
    names: new Set(kept.map(([name]) => name)),
  };
}

type ImportNode = {
  type: string;
  source?: { value: unknown };
  specifiers?: { type: string; imported?: { name?: string; value?: string }; local: { name: string } }[];
};

export function contractCalls(): Plugin {
  const modules = new Map<string, Promise<{ code: string; names: Set<string> }>>();
  const load = (name: string) => {
    if (!modules.has(name))
      modules.set(
        name,
        runnerImport<Record<string, unknown>>(`${contractSource}${name}.ts`, {
          configFile: false,
          logLevel: 'silent',
        }).then(({ module }) => callsModule(module)),
      );
    return modules.get(name) as Promise<{ code: string; names: Set<string> }>;
  };
  return {
    name: 'contract-calls',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async transform(code, id) {
      if (!code.includes(CONTRACT) || id.includes('/node_modules/') || !/\/apps\/web\/src\/.*\.tsx?$/.test(id))
        return null;
      // per call module, the names this module imports from it; null when it imports it otherwise (`* as`, bare)
      const imports = new Map<string, { imported: string; local: string }[] | null>();
      for (const node of this.parse(code).body as ImportNode[]) {
        const from = node.type === 'ImportDeclaration' && node.source?.value;
        if (typeof from !== 'string' || !from.startsWith(CONTRACT)) continue;
        const name = from.slice(CONTRACT.length);
        if (!CALL_MODULE.test(name)) continue;
        const specifiers = node.specifiers ?? [];
        const named = specifiers.length > 0 && specifiers.every((s) => s.type === 'ImportSpecifier');
        const earlier = imports.get(name);
        const these = specifiers.map(({ imported, local }) => ({
          imported: imported?.name ?? imported?.value ?? '',
          local: local.name,
        }));
        imports.set(name, named && earlier !== null ? [...(earlier ?? []), ...these] : null);
      }
      let out = code;
      for (const [name, specifiers] of imports) {
        if (!specifiers) continue;
        const { names } = await load(name);
        const fits = specifiers.every(
          ({ imported, local }) =>
            names.has(imported) &&
            !new RegExp(`\\b${local.replaceAll('$', '\\$')}\\s*\\??\\.\\s*request\\b`).test(code),
        );
        if (fits)
          out = out.replace(
            new RegExp(`(from\\s*)(['"])${CONTRACT}${name}\\2`, 'g'),
            (_all, keyword: string) => `${keyword}${JSON.stringify(PREFIX + name)}`,
          );
      }
      return out === code ? null : { code: out, map: null };
    },
    resolveId: (source) => (source.startsWith(PREFIX) ? source : null),
    async load(id) {
      return id.startsWith(PREFIX) ? (await load(id.slice(PREFIX.length))).code : null;
    },
  };
}
