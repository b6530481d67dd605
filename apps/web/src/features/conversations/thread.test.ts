import type { Message } from '@tedarik/contract/conversations/member';
import { describe, expect, it } from 'vitest';
import { closedText, hiddenNote, kindWords, oldestFirst } from './thread';

const message = (id: number): Message => ({
  id,
  mine: false,
  text: `m${id}`,
  hidden: [],
  file: null,
  reported: false,
  createdAt: '',
});

describe("a thread's screens", () => {
  it('show the pages (newest first from the server) oldest at the top, each message once', () => {
    const pages = [{ items: [message(9), message(8), message(7)] }, { items: [message(7), message(6), message(5)] }];
    expect(oldestFirst(pages).map((m) => m.id)).toEqual([5, 6, 7, 8, 9]);
    expect(oldestFirst([])).toEqual([]);
  });

  it('tell the writer what the other side does not see of its own message, in Turkish', () => {
    expect(hiddenNote({ mine: true, hidden: ['email', 'phone'] })).toBe('Karşı taraf görmüyor: telefon, e-posta');
    expect(hiddenNote({ mine: true, hidden: [] })).toBeNull();
    expect(hiddenNote({ mine: false, hidden: ['phone'] })).toBeNull();
    expect(kindWords(['iban', 'web'])).toBe('web adresi, IBAN');
  });

  it('say why nobody writes in a closed or blocked thread', () => {
    expect(closedText({ blocked: false, closed: false })).toBeNull();
    expect(closedText({ blocked: true, closed: false })).toBe('Bu konuşma engellendi; mesaj gönderilemez.');
    expect(closedText({ blocked: true, closed: true })).toBe('Bu konuşma Yönetim Paneli tarafından kapatıldı.');
  });
});
