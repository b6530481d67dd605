// The rejection reasons the administrator keeps (issue 49 item 3): seeded per kind, added, edited, made inactive, and
// a rejection's reason checked against its kind's active list; the calls are the administrator's only.
import { MODERATION_MSG } from '@tedarik/contract/moderation/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { reasonsOf, reasonText } from './service';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await testApp();
  admin = await t.asAdmin();
});
afterAll(() => t?.close());

const URL = '/adn_api/v2/moderation/reasons';

describe('the rejection reasons', () => {
  it('come seeded in Turkish for every kind, in their order', async () => {
    const res = await t.get(URL, admin);
    expect(res.statusCode).toBe(200);
    const kinds = new Set(res.json().items.map((r: { kind: string }) => r.kind));
    expect([...kinds].sort()).toEqual(['complaint', 'document', 'package', 'rating', 'request']);
    const documents = (await t.get(`${URL}?kind=document`, admin)).json().items;
    expect(documents.map((r: { text: string }) => r.text)).toContain('Belge okunaklı değil.');
    expect(documents.map((r: { position: number }) => r.position)).toEqual([1, 2, 3, 4]);
  });

  it('are added last of their kind, edited, and made inactive but kept', async () => {
    const added = await t.call('POST', URL, admin, { kind: 'rating', text: '  Yorum başka bir firmaya ait.  ' });
    expect(added.statusCode).toBe(200);
    const reason = added.json();
    expect(reason).toMatchObject({ kind: 'rating', text: 'Yorum başka bir firmaya ait.', active: true });
    const ratings = await reasonsOf(t.db, 'rating');
    expect(ratings.at(-1)?.id).toBe(reason.id);
    expect(await reasonText(t.db, 'rating', reason.id)).toBe('Yorum başka bir firmaya ait.');

    const edited = await t.call('PUT', `${URL}/${reason.id}`, admin, { text: 'Yorum başka firmaya ait.', position: 0 });
    expect(edited.json()).toMatchObject({ text: 'Yorum başka firmaya ait.', position: 0 });
    expect((await reasonsOf(t.db, 'rating'))[0].id).toBe(reason.id);

    const gone = await t.call('DELETE', `${URL}/${reason.id}`, admin);
    expect(gone.json()).toMatchObject({ id: reason.id, active: false });
    expect((await reasonsOf(t.db, 'rating')).map((r) => r.id)).not.toContain(reason.id);
    const all = (await t.get(`${URL}?kind=rating`, admin)).json().items;
    expect(all.find((r: { id: number }) => r.id === reason.id)).toMatchObject({ active: false });
    // an inactive reason no longer rejects anything
    await expect(reasonText(t.db, 'rating', reason.id)).rejects.toThrow(MODERATION_MSG.reasonNotInList);
  });

  it("refuses a reason of another kind, an unknown one, a bad kind, an empty text, and a member's call", async () => {
    const [requestReason] = await reasonsOf(t.db, 'request');
    await expect(reasonText(t.db, 'rating', requestReason.id)).rejects.toThrow(MODERATION_MSG.reasonNotInList);
    await expect(reasonText(t.db, 'rating', 999_999)).rejects.toThrow(MODERATION_MSG.reasonNotInList);
    const badKind = await t.call('POST', URL, admin, { kind: 'offer', text: 'Olmaz.' });
    expect([badKind.statusCode, badKind.json().message]).toEqual([400, MODERATION_MSG.kind]);
    const empty = await t.call('POST', URL, admin, { kind: 'request', text: '   ' });
    expect([empty.statusCode, empty.json().message]).toEqual([400, MODERATION_MSG.reasonText]);
    const long = await t.call('POST', URL, admin, { kind: 'request', text: 'x'.repeat(301) });
    expect(long.statusCode).toBe(400);
    const unknown = await t.call('PUT', `${URL}/999999`, admin, { text: 'Yeni metin.' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, MODERATION_MSG.reasonNotFound]);
    expect((await t.call('DELETE', `${URL}/abc`, admin)).statusCode).toBe(404);
    const member = await t.asMember(await f.member(t.db));
    expect((await t.get(URL, member.auth)).statusCode).toBe(400); // 'cikis': no back-office session
  });
});
