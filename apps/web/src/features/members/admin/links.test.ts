import { describe, expect, it } from 'vitest';
import { memberListFilter, memberListHref } from './links';

describe('member list links', () => {
  it('leave out page 1 and an empty filter', () => {
    expect(memberListHref('members')).toBe('/adminimt/uye-List');
    expect(memberListHref('companies', { page: 1, text: ' ', sector: null })).toBe('/adminimt/uye-Firma');
  });

  it('keep the search and the sector on every page', () => {
    const href = memberListHref('companies', { page: 3, text: 'Çelik Döküm', sector: 7 });
    expect(href).toBe('/adminimt/uye-Firma?ara=%C3%87elik+D%C3%B6k%C3%BCm&sektor=7&sayfa=3');
    expect(memberListFilter(href.split('?')[1])).toEqual({ page: 3, text: 'Çelik Döküm', sector: 7 });
  });

  it('give a plain member list no sector', () => {
    expect(memberListHref('members', { text: 'ayşe', sector: 7 })).toBe('/adminimt/uye-List?ara=ay%C5%9Fe');
  });

  it('read a malformed query as the first page of the whole list', () => {
    expect(memberListFilter('?sayfa=-2&sektor=abc&ara=')).toEqual({ page: 1, text: '', sector: null });
    expect(memberListFilter('sektor=2.5')).toEqual({ page: 1, text: '', sector: null });
  });
});
