// The contact inbox and newsletter list of the back-office (admin spec §2 iletisim, Bultens; §3 "Contact message",
// "Newsletter subscriber"; §7 "Contact and newsletter"; §8).
//
// Paging: the legacy answers are bare arrays, and they stay arrays: the array is one page of INBOX_PAGE_SIZE rows,
// newest first (?sayfa=n, default 1). A full page means there may be a next one; an empty page is past the end.
// The calls that change a row and "return the list" answer the page given by their own ?sayfa= (and ?ara=).
import { z } from 'zod';
import { defineCall, TEXT } from '../call';
import { zIdParams, zSearchText } from '../fields';
import { zPageOrAll } from '../unpaged';

export const INBOX_PAGE_SIZE = 50;

export const INBOX_ADMIN_MSG = {
  messageNotFound: 'Mesaj bulunamadı.',
  subscriberNotFound: 'Abone bulunamadı.',
  /** the browser's text when a contact action fails (spec §8), then it reloads the list */
  actionFailed: 'Hata olustu.Islem yapilamadi.',
} as const;

/** A contact message (spec §3): tarih is the moment it was sent (ISO 8601), oku whether the admin has read it. */
export const zContactMessage = z.object({
  id: z.number(),
  ad: z.string(),
  tel: z.string(),
  email: z.string(),
  mesaj: z.string(),
  tarih: z.string(),
  oku: z.boolean(),
});
export type ContactMessage = z.infer<typeof zContactMessage>;

/** A newsletter subscriber (spec §3): tarih is when the address subscribed (ISO 8601). */
export const zSubscriber = z.object({ id: z.number(), email: z.string(), tarih: z.string() });
export type Subscriber = z.infer<typeof zSubscriber>;

/** ?sayfa=n: a page of 50; without sayfa, every row (up to the ceiling of unpaged.ts). */
const zPage = z.object({ sayfa: zPageOrAll });
/** ?sayfa=n&ara=text: the e-mail search is a case-insensitive substring (Turkish İ/ı read as i). */
const zSubscriberQuery = z.object({ sayfa: zPageOrAll, ara: zSearchText });

/** GET /adn_api/iletisimCount → the number of unread contact messages (a bare JSON number). */
export const getUnreadContactCount = defineCall({
  method: 'GET',
  path: '/adn_api/iletisimCount',
  auth: 'admin',
  response: z.number(),
});

/** GET /adn_api/iletisimList[?sayfa=n] → a page of contact messages (all without sayfa), newest first. */
export const getContactMessages = defineCall({
  method: 'GET',
  path: '/adn_api/iletisimList',
  auth: 'admin',
  request: { query: zPage },
  response: z.array(zContactMessage),
});

/** GET /adn_api/iletisimdetay-{id} → the message (reading it does not mark it read: iletisimokundu does). */
export const getContactMessage = defineCall({
  method: 'GET',
  path: '/adn_api/iletisimdetay-:id',
  auth: 'admin',
  request: { params: zIdParams },
  response: zContactMessage,
});

/** POST /adn_api/iletisimokundu-{id}[?sayfa=n] → marks the message read; answers the page (the badge count drops). */
export const markContactMessageRead = defineCall({
  method: 'POST',
  path: '/adn_api/iletisimokundu-:id',
  auth: 'admin',
  request: { params: zIdParams, query: zPage },
  response: z.array(zContactMessage),
});

/** POST /adn_api/iletisimdelete-{id}[?sayfa=n] → deletes the message; answers the page. */
export const deleteContactMessage = defineCall({
  method: 'POST',
  path: '/adn_api/iletisimdelete-:id',
  auth: 'admin',
  request: { params: zIdParams, query: zPage },
  response: z.array(zContactMessage),
});

/** GET /adn_api/bultenList[?sayfa=n&ara=text] → a page of subscribers (all without sayfa), newest first. */
export const getSubscribers = defineCall({
  method: 'GET',
  path: '/adn_api/bultenList',
  auth: 'admin',
  request: { query: zSubscriberQuery },
  response: z.array(zSubscriber),
});

/** POST /adn_api/bultenKaldir-{id}[?sayfa=n&ara=text] → removes the address; answers the page. */
export const removeSubscriber = defineCall({
  method: 'POST',
  path: '/adn_api/bultenKaldir-:id',
  auth: 'admin',
  request: { params: zIdParams, query: zSubscriberQuery },
  response: z.array(zSubscriber),
});

/**
 * GET /adn_api/bultenListCsv[?ara=text] → text/csv (UTF-8 with a byte-order mark, comma separated, CRLF lines) of
 * every subscriber matching the search (all without it), newest first: 'email,tarih' then one line per address,
 * tarih as 'YYYY-MM-DD HH:mm' in Türkiye's time. Sent as an attachment 'bulten-aboneleri.csv'; the browser fetches it
 * with its credentials and saves the blob.
 */
export const exportSubscribersCsv = defineCall({
  method: 'GET',
  path: '/adn_api/bultenListCsv',
  auth: 'admin',
  request: { query: z.object({ ara: zSearchText }) },
  response: TEXT,
});
