import { describe, expect, it } from 'vitest';
import { callPath, dispositionFileName } from './call';
import { type HttpError, sendRequest, setFetch } from './http';

describe('callPath', () => {
  it('puts the parameters into the path', () => {
    expect(callPath('/api/genelteklif-:id', { id: 42 })).toBe('/api/genelteklif-42');
    expect(callPath('/api/imbtalepler-:id', { id: '7' })).toBe('/api/imbtalepler-7');
    expect(callPath('/api/footer')).toBe('/api/footer');
  });

  it('percent-encodes the non-ASCII letters of a fixed path', () => {
    expect(callPath('/api/UlkelerVeİller')).toBe('/api/UlkelerVe%C4%B0ller');
  });

  it("encodes a parameter as one segment: '/', spaces, '?' and Turkish letters", () => {
    expect(callPath('/api/blogdetay/:title', { title: 'a/b c?d' })).toBe('/api/blogdetay/a%2Fb%20c%3Fd');
    expect(callPath('/api/Sayfadetay/:title', { title: 'hakkımızda' })).toBe('/api/Sayfadetay/hakk%C4%B1m%C4%B1zda');
  });

  it('refuses a missing parameter instead of calling …/undefined', () => {
    expect(() => callPath('/api/firmadetay-:id', {})).toThrow(/:id/);
  });
});

describe('dispositionFileName', () => {
  it("reads the file name of a download's Content-Disposition", () => {
    expect(dispositionFileName('attachment; filename="bulten-aboneleri.csv"')).toBe('bulten-aboneleri.csv');
    expect(dispositionFileName('attachment; filename=liste.csv')).toBe('liste.csv');
    expect(dispositionFileName(`attachment; filename="x.csv"; filename*=UTF-8''b%C3%BClten.csv`)).toBe('bülten.csv');
  });

  it('is null without a name', () => {
    expect(dispositionFileName(null)).toBeNull();
    expect(dispositionFileName('inline')).toBeNull();
  });
});

describe('refusals', () => {
  it("reads a v2 call's { message, fields } and a legacy call's text alike", async () => {
    const answers = [
      new Response(JSON.stringify({ message: 'Miktar Girin.', fields: { quantity: 'Miktar Girin.' } }), {
        status: 400,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      }),
      new Response('Talep Bulunamadı', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } }),
    ];
    setFetch(async () => answers.shift() as Response);
    const v2 = await sendRequest('/api/v2/requests', { method: 'POST', json: {} }).catch((e: HttpError) => e);
    expect([v2.status, v2.message, v2.fields]).toEqual([400, 'Miktar Girin.', { quantity: 'Miktar Girin.' }]);
    const legacy = await sendRequest('/api/genelteklif-1', { method: 'GET' }).catch((e: HttpError) => e);
    expect([legacy.status, legacy.message, legacy.fields]).toEqual([404, 'Talep Bulunamadı', {}]);
  });
});
