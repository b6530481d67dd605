import { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@tedarik/contract/events/kinds';
import { describe, expect, it } from 'vitest';
import { accountKeys } from '../features/accounts/api/keys';
import { conversationKeys } from '../features/conversations/api/keys';
import { offerKeys } from '../features/offers/api/keys';
import { packageKeys } from '../features/packages/api/keys';
import { requestKeys } from '../features/requests/api/keys';
import { siteKeys } from '../features/site/api/keys';
import { refresh } from './live-refresh';

// no login stored in these tests: the member keys carry a null viewer
const who = null;
const CACHED = {
  thread5: conversationKeys.thread(who, 5),
  thread6: conversationKeys.thread(who, 6),
  threads: conversationKeys.list(who),
  unread: conversationKeys.unread(who),
  requestThreads7: conversationKeys.request(who, 7),
  desk7: offerKeys.desk(who, 7),
  desk8: offerKeys.desk(who, 8),
  comparison7: offerKeys.comparison(who, 7, { kdv: 'dahil' }),
  myOffer7: offerKeys.mine(who, 7),
  myOffers: offerKeys.own(who),
  ownRequest7: requestKeys.ownDetail(who, 7),
  ownRequests: requestKeys.ownList(who, false),
  publicRequest7: requestKeys.detail(7, who),
  talepler: siteKeys.notifications(who, 'talepler'),
  uyarilar: siteKeys.notifications(who, 'uyarilar'),
  support: ['member', 'support', who, 'list'],
  packages: packageKeys.own(who),
  me: accountKeys.me(who),
};

/** The cached queries an event leaves stale. */
function staleAfter(event: LiveEvent | 'gap') {
  const client = new QueryClient();
  for (const key of Object.values(CACHED)) client.setQueryData(key, 1);
  refresh(client, event);
  return Object.entries(CACHED)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

describe('a live event', () => {
  it('of a message or a thread refreshes the threads, their lists and the unread count', () => {
    const conversations = ['thread5', 'thread6', 'threads', 'unread', 'requestThreads7'];
    expect(staleAfter({ kind: 'message', conversationId: 5, requestId: 7 })).toEqual(conversations);
    expect(staleAfter({ kind: 'conversation', conversationId: 5, requestId: 7 })).toEqual(conversations);
  });

  it("of an offer refreshes that request's offers, desk and comparison, and the offer lists", () => {
    expect(staleAfter({ kind: 'offer', requestId: 7, change: 'received' })).toEqual([
      'desk7',
      'comparison7',
      'myOffer7',
      'myOffers',
      'ownRequest7',
      'ownRequests',
      'publicRequest7',
    ]);
  });

  it("of a notification refreshes that list of the header's bell, and what it is about", () => {
    expect(staleAfter({ kind: 'notification', list: 'uyarilar', about: 'support_answered' })).toEqual(['uyarilar']);
    expect(staleAfter({ kind: 'notification', list: 'talepler', about: 'request_match', requestId: 7 })).toEqual([
      'talepler',
    ]);
    // a rating or an acceptance of my offer on request 7: its pages
    expect(staleAfter({ kind: 'notification', list: 'uyarilar', about: 'offer_accepted', requestId: 7 })).toEqual([
      'desk7',
      'comparison7',
      'myOffer7',
      'myOffers',
      'ownRequest7',
      'ownRequests',
      'publicRequest7',
      'uyarilar',
    ]);
    // a package decision or its end: the package page and the member's role
    expect(staleAfter({ kind: 'notification', list: 'uyarilar', about: 'package_approved' })).toEqual([
      'uyarilar',
      'packages',
      'me',
    ]);
  });

  it('after a gap refreshes all that an event could have changed, and nothing else', () => {
    expect(staleAfter('gap')).toEqual(Object.keys(CACHED).filter((name) => name !== 'support'));
  });
});
