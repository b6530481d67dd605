// Blocking and unblocking sent together (issue 47 item 10): each is one conditional statement, whose own result is
// the answer, so an unblock that read the thread before a block and wrote after it cannot lift a block it did not
// make: the block that answered `blocked: true` stays.
import { CONVERSATION_MSG } from '@tedarik/contract/conversations/member';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import type { Db } from '../../db/client';
import { conversations } from '../../db/schema/conversations';
import { unblock as unblockAs } from './blocking';

let t: TestApp;
type Who = Awaited<ReturnType<TestApp['asMember']>>;
let buyer: Who;
let makers: Who[];
let productId: number;

beforeAll(async () => {
  t = await testApp();
  const category = await f.category(t.db, 'Makine');
  productId = (await f.catalogProduct(t.db, category.id, 'Flanş')).id;
  buyer = await t.asMember(await f.member(t.db));
  // a company asks at most 30 questions a minute (the messages' rate limit): the threads are spread over four
  makers = [];
  for (let i = 0; i < 4; i++) makers.push(await t.asMember(await f.manufacturer(t.db, productId)));
}, 60_000);
afterAll(() => t?.close());

let threads = 0;
/** a new thread of the buyer with one of the companies */
const newThread = async () => {
  const maker = makers[threads++ % makers.length];
  const request = await f.request(t.db, buyer.id, productId);
  const asked = await t.post(`/api/v2/requests/${request.id}/conversations`, { text: 'Soru' }, maker.auth);
  return { thread: asked.json().conversation.id as number, maker };
};
const block = (thread: number, w: Who) => t.post(`/api/v2/conversations/${thread}/block`, {}, w.auth);
const unblock = (thread: number, w: Who) => t.call('DELETE', `/api/v2/conversations/${thread}/block`, w.auth);
const blockedBy = async (thread: number) =>
  (await t.db.select({ by: conversations.blockedBy }).from(conversations).where(eq(conversations.id, thread)))[0].by;

describe('blocking sent together with unblocking', () => {
  it('never lets one side’s unblock lift the other side’s block (40 tries)', async () => {
    const wrong: string[] = [];
    for (let i = 0; i < 40; i++) {
      const { thread, maker } = await newThread();
      // sent in both orders: either may reach the database first
      const [blocked, lifted] =
        i % 2
          ? await Promise.all([block(thread, buyer), unblock(thread, maker)])
          : (await Promise.all([unblock(thread, maker), block(thread, buyer)])).reverse();
      expect(blocked.json().blocked, `try ${i}`).toBe(true);
      // the maker's unblock came before the block (nothing to lift) or after it (not its block: refused)
      if (lifted.statusCode === 403) expect(lifted.json().message).toBe(CONVERSATION_MSG.notBlocker);
      if ((await blockedBy(thread)) !== buyer.id) wrong.push(`try ${i}: unblocked by the other side`);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps the block when the other side’s unblock is written after it, whatever it read before', async () => {
    const { thread, maker } = await newThread();
    // the maker's unblock is held just before it writes, while the buyer blocks
    let release = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const held = { ...t.app.context, db: holdingWrites(t.db, gate) };
    const lifting = unblockAs(held, maker.id, thread).then(
      () => 'lifted',
      (err: Error) => err.message,
    );
    await new Promise((r) => setTimeout(r, 50)); // it has read the thread, unblocked then
    expect((await block(thread, buyer)).json().blocked).toBe(true);
    release();
    expect(await lifting).toBe(CONVERSATION_MSG.notBlocker);
    expect(await blockedBy(thread)).toBe(buyer.id);
  });
});

/** `db` whose updates wait for `gate` before they run (every other statement runs at once). */
function holdingWrites(db: Db, gate: Promise<void>): Db {
  // every builder of the statement's chain is held (a method answering its own builder answers the held one)
  const held = <T extends object>(builder: T): T => {
    const proxy: T = new Proxy(builder, {
      get(target, prop) {
        const value = Reflect.get(target, prop);
        if (typeof value !== 'function') return value;
        if (prop === 'then')
          return (ok: (v: unknown) => unknown, fail: (e: unknown) => unknown) =>
            gate.then(() => value.call(target, ok, fail));
        return (...args: unknown[]) => {
          const out = value.apply(target, args);
          return out === target ? proxy : out && typeof out === 'object' ? held(out) : out;
        };
      },
    });
    return proxy;
  };
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'update') return (table: never) => held(target.update(table));
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
