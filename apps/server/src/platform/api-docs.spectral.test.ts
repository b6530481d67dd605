// The OpenAPI document at /docs/json passes Stoplight Spectral's standard ruleset (`spectral:oas`, all of it, as
// .spectral.yaml says) with no error and no warning: an API description people can build clients on (issue 52 item
// 6, decision 0069). A failure lists every problem with where it is.
import { readFile } from 'node:fs/promises';
import { Document, Spectral } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../test/app';

type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { in: string; name: string; example?: unknown }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
};

let t: TestApp;
let text: string;
let operations: [string, Operation][];
beforeAll(async () => {
  t = await testApp();
  text = (await t.app.inject('/docs/json')).body;
  const paths = JSON.parse(text).paths as Record<string, Record<string, Operation>>;
  operations = Object.entries(paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as [string, Operation]),
  );
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('passes spectral:oas with no error and no warning', async () => {
    // the ruleset CI runs is the one a person runs by hand with the CLI
    expect((await readFile(new URL('../../../../.spectral.yaml', import.meta.url), 'utf8')).trim()).toMatch(
      /\nextends: \["spectral:oas"\]$/,
    );
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [oas as never] });
    const results = await spectral.run(new Document(text, Json, '/docs/json'));
    const problems = results
      .filter((r) => r.severity <= 1)
      .map((r) => `${r.severity === 0 ? 'error' : 'warning'} ${r.code} at ${r.path.join('.')}: ${r.message}`);
    expect(problems).toEqual([]);
    expect(operations.length).toBeGreaterThan(300);
  });

  it('names and describes every operation: a unique operationId, a summary and a description', () => {
    const unnamed = operations.filter(([, op]) => !op.operationId || !op.summary?.trim() || !op.description?.trim());
    expect(unnamed.map(([call]) => call)).toEqual([]);
    const ids = operations.map(([, op]) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const byCall = Object.fromEntries(operations);
    // a legacy call: derived from its path, named as the spec names it
    expect(byCall['GET /adn_api/uyeDetay-{id}']).toMatchObject({
      operationId: 'getAdnApiUyeDetayById',
      summary: 'Üyeler ve firmalar: uyeDetay-{id}',
    });
    expect(byCall['GET /adn_api/uyeDetay-{id}'].description).toContain('Eski istemcilerle uyumlu çağrı');
    // the recursive category tree is a named component, referred to
    expect(JSON.stringify(byCall['GET /adn_api/kategorilerList'].responses)).toContain(
      '#/components/schemas/CategoryNode',
    );
    // the open API's: chosen by hand
    expect(byCall['GET /api/v2/open/requests']).toMatchObject({
      operationId: 'listMatchingRequests',
      summary: 'Firmayla eşleşen talepler',
    });
    // the wildcard of the uploaded files is a declared path parameter
    expect(byCall['GET /uploads/{path}'].parameters).toEqual([expect.objectContaining({ in: 'path', name: 'path' })]);
  });

  it('shows examples of requests and answers on every call of the open API', () => {
    const open = operations.filter(([call]) => call.includes(' /api/v2/open/'));
    expect(open).toHaveLength(5);
    for (const [call, op] of open) {
      const request = JSON.stringify({ parameters: op.parameters, body: op.requestBody });
      expect([call, /"examples?":/.test(request)]).toEqual([call, true]);
      for (const status of ['200', '400', '401', '403', '404', '429'])
        expect([call, status, /"examples?":/.test(JSON.stringify(op.responses[status] ?? {}))]).toEqual([
          call,
          status,
          true,
        ]);
    }
  });
});
