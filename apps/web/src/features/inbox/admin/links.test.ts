import { describe, expect, it } from 'vitest';
import { messagePageOf, messagesHref, subscriberFilterOf, subscribersHref } from './links';

describe('the inbox screens keep their page and search in the URL', () => {
  it('contact messages: ?sayfa= from page 2 on', () => {
    expect(messagesHref()).toBe('/adminimt/iletisim');
    expect(messagesHref(1)).toBe('/adminimt/iletisim');
    expect(messagesHref(3)).toBe('/adminimt/iletisim?sayfa=3');
    expect(messagePageOf('?sayfa=3')).toBe(3);
    expect(messagePageOf('?sayfa=x')).toBe(1);
    expect(messagePageOf('')).toBe(1);
  });

  it('newsletter: page and search, both left out when empty', () => {
    expect(subscribersHref()).toBe('/adminimt/Bultens');
    expect(subscribersHref({ page: 2, text: ' gmail ' })).toBe('/adminimt/Bultens?sayfa=2&ara=gmail');
    expect(subscribersHref({ page: 1, text: 'ş@' })).toBe('/adminimt/Bultens?ara=%C5%9F%40');
    expect(subscriberFilterOf('?sayfa=2&ara=%C5%9F%40')).toEqual({ page: 2, text: 'ş@' });
    expect(subscriberFilterOf('?sayfa=0')).toEqual({ page: 1, text: '' });
  });
});
