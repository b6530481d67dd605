import { describe, expect, it } from 'vitest';
import { LINK_MSG, shownLink, zDay, zLink, zTypedPhone, zWebsite } from './fields';

describe('zDay', () => {
  const day = zDay('Geçerli bir tarih seçin.');
  it('takes a day the calendar has, and the day of a full ISO date-time', () => {
    for (const ok of ['2031-02-28', '2032-02-29', '2031-12-31', '0001-01-01'])
      expect(day.safeParse(ok)).toMatchObject({ success: true, data: ok });
    expect(day.safeParse(' 2031-06-15T10:00:00.000Z ').data).toBe('2031-06-15');
  });
  it('refuses a day no calendar has with its message, before the database sees it', () => {
    for (const bad of ['2031-02-29', '2031-02-30', '2031-04-31', '2031-13-01', '2031-00-10', '0000-01-01', '2031-1-1'])
      expect(day.safeParse(bad).error?.issues.map((i) => i.message)).toEqual(['Geçerli bir tarih seçin.']);
  });
});

describe('zTypedPhone', () => {
  const phone = zTypedPhone('Telefon numaranızı girin.');
  it('takes 10 digits with or without the mask’s spaces, first digit 1-9, and gives them in the mask', () => {
    for (const ok of ['5449399721', '544 939 97 21', ' 544 9399721 ', 5449399721])
      expect(phone.safeParse(ok)).toMatchObject({ success: true, data: '544 939 97 21' });
  });
  it('refuses anything else with its message', () => {
    for (const bad of ['544939972', '05449399721', '0449399721', '544-939-97-21', '+90 544 939 97 21', '', null])
      expect(
        phone.safeParse(bad).error?.issues.map((i) => i.message),
        String(bad),
      ).toEqual(['Telefon numaranızı girin.']);
  });
});

describe('links', () => {
  it('zLink takes nothing, http(s) with a host or a site path', () => {
    for (const ok of [
      '',
      '  ',
      '/talepler',
      '/urunler?s=boru&id=3#x',
      'https://ornek.com.tr/a?b=c',
      'HTTP://ornek.com',
    ])
      expect(zLink().safeParse(ok).success, ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'mailto:a@b.c',
      '//evil.example',
      '/\\evil.example',
      'https://',
      'https:///evil.example',
      'talepler',
      '/a b',
      'https://ornek.com/"onmouseover=x',
    ])
      expect(
        zLink()
          .safeParse(bad)
          .error?.issues.map((i) => i.message),
        bad,
      ).toEqual([LINK_MSG]);
  });
  it('zWebsite takes a bare host as https:// and refuses other schemes', () => {
    expect(zWebsite.parse('www.ornek.com.tr')).toBe('https://www.ornek.com.tr');
    expect(zWebsite.parse('ornek.com:8080/x')).toBe('https://ornek.com:8080/x');
    expect(zWebsite.parse(' http://ornek.com ')).toBe('http://ornek.com');
    expect(zWebsite.parse('')).toBe('');
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:x', '//ornek.com'])
      expect(zWebsite.safeParse(bad).success, bad).toBe(false);
  });
  it('shownLink gives a stored link of another scheme as none, however it is spelled', () => {
    for (const kept of ['', '/talepler', 'https://ornek.com', 'www.ornek.com', 'ornek.com:8080'])
      expect(shownLink(kept)).toBe(kept);
    for (const dropped of ['javascript:alert(1)', ' JAVASCRIPT:x', 'java\tscript:x', 'java\nscript:x', 'data:x'])
      expect(shownLink(dropped), dropped).toBe('');
  });
});
