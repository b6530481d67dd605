import { describe, expect, it } from 'vitest';
import { activationHref, loginHref, registerHref, returnPathOf, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of this site, its query and hash', () => {
    expect(safeReturnPath('/talep-detay-42')).toBe('/talep-detay-42');
    expect(safeReturnPath('/talepler?sayfa=2#liste')).toBe('/talepler?sayfa=2#liste');
    expect(safeReturnPath('/')).toBe('/');
  });

  it('refuses anything that could leave the site (no open redirect)', () => {
    for (const value of [
      '//evil.example',
      '//evil.example/talep-detay-42',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' /talep-detay-42',
      'https://evil.example',
      'javascript:alert(1)',
      'talep-detay-42',
      '',
      null,
      undefined,
      `/${'a'.repeat(2001)}`,
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });

  it('checks the path again once normalised: dot segments cannot make it leave the site', () => {
    for (const value of [
      '/.//evil.example',
      '/././/evil.example',
      '/%2e//evil.example',
      '/%2E%2E//evil.example',
      '/a/..//evil.example/x',
      '/talepler/../..//evil.example',
    ]) {
      expect(safeReturnPath(value), value).toBeNull();
      expect(returnPathOf(`?donus=${encodeURIComponent(value)}`), value).toBeNull();
      expect(loginHref(value), value).toBe('/Account-Login');
    }
    // a dot segment that stays on the site is followed, normalised
    expect(safeReturnPath('/talepler/./../talep-detay-42')).toBe('/talep-detay-42');
  });

  it('refuses the account entry pages (a loop or a logout)', () => {
    for (const value of ['/Account-Login', '/account-login?donus=/x', '/account-logout', '/Account-Free-Join']) {
      expect(safeReturnPath(value), value).toBeNull();
    }
    expect(safeReturnPath('/account-d')).toBe('/account-d');
  });
});

describe('loginHref / registerHref / returnPathOf', () => {
  it('carry the page in ?donus= and read it back', () => {
    expect(loginHref('/talep-detay-42')).toBe('/Account-Login?donus=/talep-detay-42');
    expect(registerHref('/talep-detay-42')).toBe('/Account-Free-Join?donus=/talep-detay-42');
    expect(registerHref('/talep-detay-42', true)).toBe('/Account-Free-Join?imalatci=1&donus=/talep-detay-42');
    expect(returnPathOf('?donus=/talep-detay-42')).toBe('/talep-detay-42');
    const withQuery = loginHref('/talepler?sayfa=2&x=1');
    expect(returnPathOf(withQuery.slice(withQuery.indexOf('?')))).toBe('/talepler?sayfa=2&x=1');
  });

  it('leave an unsafe page out', () => {
    expect(loginHref('//evil.example')).toBe('/Account-Login');
    expect(loginHref()).toBe('/Account-Login');
    expect(returnPathOf('?donus=//evil.example')).toBeNull();
    expect(returnPathOf('?donus=https://evil.example')).toBeNull();
  });
});

describe('activationHref', () => {
  it('asks a new member for its code first, then goes where the registration was going', () => {
    expect(activationHref('/talep-detay-42')).toBe('/account-aktivasyon?yeni=1&donus=/talep-detay-42');
    expect(activationHref('/account-d')).toBe('/account-aktivasyon?yeni=1&donus=/account-d');
    const href = activationHref('/talepler?sayfa=2');
    expect(returnPathOf(href.slice(href.indexOf('?')))).toBe('/talepler?sayfa=2');
    expect(activationHref('//evil.example')).toBe('/account-aktivasyon?yeni=1');
  });
});
