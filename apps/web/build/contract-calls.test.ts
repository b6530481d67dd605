import * as member from '@tedarik/contract/accounts/member';
import * as accounts from '@tedarik/contract/accounts/public';
import * as requests from '@tedarik/contract/requests/public';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { callsModule, contractCalls } from './contract-calls';

/** The module's exports as the browser gets them: its code run as a module of its own. */
async function run(code: string): Promise<Record<string, unknown>> {
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

describe('a call module without zod', () => {
  it('keeps what the browser reads of each call, and no schema', async () => {
    const module = callsModule(requests);
    const exports = await run(module.code);
    expect(exports.getRequestList).toEqual({ method: 'GET', path: '/api/imbtalepler', auth: 'optional' });
    expect(exports.getPublicRequest).toMatchObject({ method: 'GET', path: '/api/genelteklif-:id' });
    expect(module.names.has('zPublicRequestPage')).toBe(false);
    expect(exports).not.toHaveProperty('zPublicRequestPage');
    expect(module.code).not.toContain('zod');
  });

  it('keeps a text answer, a body encoding and plain data as they are', async () => {
    const exports = await run(callsModule({ ...accounts, ...member }).code);
    expect(exports.activationNeeded).toEqual({
      method: 'POST',
      path: '/api/aktivasyonSorgusu',
      auth: 'none',
      response: 'text',
    });
    expect(exports.uploadLogo).toMatchObject({ request: { encoding: 'multipart' } });
    expect(exports.ACTIVATION).toEqual(accounts.ACTIVATION);
    expect(exports.MAX_DESCRIPTION).toBe(member.MAX_DESCRIPTION);
  });
});

describe('which imports get it', () => {
  const plugin = contractCalls();
  const transform = async (code: string) => {
    const hook = plugin.transform as (this: unknown, code: string, id: string) => Promise<{ code: string } | null>;
    const result = await hook.call({ parse: (text: string) => parseAst(text) }, code, '/w/apps/web/src/features/x.ts');
    return result?.code ?? code;
  };

  it('a module that only sends calls and reads plain data', async () => {
    const code = await transform(
      "import { getRequestList, REQUEST_NOT_FOUND } from '@tedarik/contract/requests/public';\n" +
        "import { normalizeEmail } from '@tedarik/contract/text';\n" +
        'call(getRequestList); REQUEST_NOT_FOUND;',
    );
    expect(code).toContain(`from ${JSON.stringify('\0contract-calls:requests/public')}`);
    expect(code).toContain("from '@tedarik/contract/text'");
  });

  it('not a module that reads a schema, a rule of a call, or the whole module', async () => {
    for (const code of [
      "import { zPublicRequestPage } from '@tedarik/contract/requests/public'; zPublicRequestPage.parse(x);",
      "import { uploadLogo } from '@tedarik/contract/accounts/member'; useContractForm(uploadLogo.request.body);",
      "import * as requests from '@tedarik/contract/requests/public'; call(requests.getRequestList);",
      "import { getRequestList } from '@tedarik/contract/requests/public';\n" +
        "import { zPublicRequest } from '@tedarik/contract/requests/public'; call(getRequestList); zPublicRequest;",
    ])
      expect(await transform(code)).toBe(code);
  });
});
