import { describe, expect, it } from 'vitest';
import { catalogAdminHref } from './links';

describe('the catalogue screens’ links', () => {
  it('keep the page from 2 on and the search text', () => {
    expect(catalogAdminHref.products(7)).toBe('/adminimt/kategoriurunler-7');
    expect(catalogAdminHref.products(null, 2)).toBe('/adminimt/kategoriurunler?sayfa=2');
    expect(catalogAdminHref.products(7, 1, 'çelik boru')).toBe('/adminimt/kategoriurunler-7?ara=%C3%A7elik+boru');
    expect(catalogAdminHref.products(null, 3, 'pres')).toBe('/adminimt/kategoriurunler?sayfa=3&ara=pres');
  });
});
