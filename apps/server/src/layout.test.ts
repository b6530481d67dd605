// One file layout for calls and routes (issue 48 item 5; decision 0055): a contract file that defines calls is named
// by the audience that may make them, `{public,member,admin,open}[-topic].ts`, and holds only that audience's calls; a
// routes file is named the same way, `{public,member,admin}[-topic].routes.ts`, and registers only calls of contract
// files of its audience. A newcomer finds a call's definition and its handler from its audience alone.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Auth, CallDef } from '@tedarik/contract/call';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const contract = path.join(root, 'packages/contract/src');
const modules = path.join(root, 'apps/server/src/modules');
const AUDIENCES: Record<string, Auth[]> = {
  public: ['none', 'optional'],
  member: ['member'],
  admin: ['admin'],
  open: ['key'], // the open API's (decision 0065)
};
const NAMED = /^(public|member|admin|open)(-[a-z]+)*\.ts$/;
const ROUTES = /^(public|member|admin|open)(-[a-z]+)*\.routes\.ts$/;
const audienceOf = (file: string) => file.split(/[-.]/)[0];
const areas = (dir: string) => readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory());
const isCall = (v: unknown): v is CallDef =>
  typeof v === 'object' && v !== null && 'auth' in v && 'path' in v && 'method' in v;

describe('the layout of calls and routes', () => {
  it('a contract file that defines calls is named by their audience and holds no other audience’s', async () => {
    const wrong: string[] = [];
    for (const area of areas(contract))
      for (const file of readdirSync(path.join(contract, area.name))) {
        if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
        const source = readFileSync(path.join(contract, area.name, file), 'utf8');
        if (!source.includes('defineCall(')) continue;
        const name = `${area.name}/${file}`;
        if (!NAMED.test(file)) {
          wrong.push(`${name}: not named public, member or admin`);
          continue;
        }
        const allowed = AUDIENCES[audienceOf(file)];
        const calls = Object.entries(await import(`@tedarik/contract/${area.name}/${file.slice(0, -3)}`));
        for (const [key, call] of calls)
          if (isCall(call) && !allowed.includes(call.auth)) wrong.push(`${name}: ${key} is a '${call.auth}' call`);
      }
    expect(wrong).toEqual([]);
  });

  it('a routes file is named by its audience and registers only that audience’s calls', async () => {
    const wrong: string[] = [];
    for (const area of areas(modules))
      for (const file of readdirSync(path.join(modules, area.name))) {
        if (!file.endsWith('routes.ts')) continue;
        const name = `${area.name}/${file}`;
        if (!ROUTES.test(file)) {
          wrong.push(`${name}: not named public, member or admin`);
          continue;
        }
        const source = readFileSync(path.join(modules, area.name, file), 'utf8');
        // the calls it imports: of a contract file of its audience (a shared text or schema may come from any)
        for (const [, names, from] of source.matchAll(/import \{([^}]*)\} from '@tedarik\/contract\/([\w/-]+)'/g)) {
          const module: Record<string, unknown> = await import(`@tedarik/contract/${from}`);
          for (const name of names.split(',').map((n) => n.trim().split(' ')[0]))
            if (isCall(module[name]) && !AUDIENCES[audienceOf(file)].includes(module[name].auth))
              wrong.push(`${area.name}/${file}: registers ${from}'s ${name}, a '${module[name].auth}' call`);
        }
      }
    expect(wrong).toEqual([]);
  });
});
