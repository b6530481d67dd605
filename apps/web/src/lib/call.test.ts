import { describe, expect, it } from 'vitest';
import { callPath } from './call';

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
