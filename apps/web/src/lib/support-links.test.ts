import { describe, expect, it } from 'vitest';
import { loginHref, returnPathOf } from './return-path';
import { NEW_TICKET, newTicketHref, ticketHref, ticketPrefillOf } from './support-links';

describe('newTicketHref', () => {
  it('is the bare page without a prefill', () => {
    expect(newTicketHref()).toBe(NEW_TICKET);
    expect(newTicketHref({ subject: '  ', message: '' })).toBe(NEW_TICKET);
  });

  it('carries the subject and message, Turkish letters and all, and reads them back', () => {
    const href = newTicketHref({ subject: ' Kategori: Işık & Çelik ', message: '"ığdır" bulunamadı.' });
    expect(href.startsWith(`${NEW_TICKET}?konu=`)).toBe(true);
    expect(ticketPrefillOf(href.slice(href.indexOf('?')))).toEqual({
      subject: 'Kategori: Işık & Çelik',
      message: '"ığdır" bulunamadı.',
    });
  });

  it('survives the login round trip of a visitor (?donus=)', () => {
    const href = newTicketHref({ subject: 'Vana ölçüleri', message: 'Aradığım kategori yok.' });
    const login = loginHref(href);
    expect(returnPathOf(login.slice(login.indexOf('?')))).toBe(href);
  });

  it('caps what a link may fill in', () => {
    const { subject, message } = ticketPrefillOf(`?konu=${'a'.repeat(500)}&mesaj=${'b'.repeat(5000)}`);
    expect(subject.length).toBe(150);
    expect(message.length).toBe(2000);
  });
});

describe('ticketHref', () => {
  it('is the thread page of the hyphenated family', () => {
    expect(ticketHref(42)).toBe('/destek-talep-detay-42');
  });
});
