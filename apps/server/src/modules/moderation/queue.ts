// The workbench's queue (decision 0058): every waiting item of every kind in one list, by how long it has waited.
// Each kind is a source: a narrow read of its waiting rows' (since, id) from a partial index, in order, after the
// cursor, at most a page; the page is the first of their union. Then the page's rows are read whole per kind (few
// ids) and flagged. The cursor is (since in microseconds, kind, id): a position no edit of another row moves.
import { maskContacts } from '@tedarik/contract/conversations/masking';
import { COMPLAINT_CATEGORY_LABELS, type ComplaintCategory } from '@tedarik/contract/conversations/member';
import { MODERATION_KINDS, type ModerationKind } from '@tedarik/contract/moderation/admin';
import type { Flag, QueueItem, zQueueCursor } from '@tedarik/contract/moderation/admin-queue';
import { DOCUMENT_LABELS, type DocumentKind } from '@tedarik/contract/verification/documents';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, rawRows } from '../../db/client';
import type { AppContext } from '../../platform/context';
import { cursorPage } from '../../platform/paging';
import { BURST_COUNT as BURST_COUNT_SHOWN, requestFlags } from '../requests/service';

const PAGE = 30;

export type Order = 'oldest' | 'newest';
interface Position {
  /** microseconds since 1970, as digits (exact: a bigint) */
  micros: string;
  kind: ModerationKind;
  id: number;
}
const rank = (kind: ModerationKind) => MODERATION_KINDS.indexOf(kind);

/**
 * A kind's waiting rows: `since` (the wait's start) and `id` of `table`, where `waiting`, ordered by an index on
 * (since, id) of exactly those rows. A kind with no table yet has no source.
 */
interface Source {
  table: SQL;
  since: SQL;
  waiting: SQL;
}
const SOURCES: Partial<Record<ModerationKind, Source>> = {
  // requests_pending_idx: an edited request sent back waits from then
  request: {
    table: sql`requests`,
    since: sql`coalesce(resubmitted_at, created_at)`,
    waiting: sql`approved is null`,
  },
  rating: { table: sql`ratings`, since: sql`created_at`, waiting: sql`status is null` }, // ratings_pending_idx
  package: { table: sql`package_subscriptions`, since: sql`created_at`, waiting: sql`status is null` },
  complaint: { table: sql`conversation_complaints`, since: sql`created_at`, waiting: sql`resolved_at is null` },
  // verification_documents_waiting_idx
  document: { table: sql`verification_documents`, since: sql`created_at`, waiting: sql`status = 'pending'` },
};

/** The instant of a position's microseconds (exact: a bigint times one microsecond). */
const instant = (micros: string) => sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;

/** A source's rows after the cursor in the queue's order (a kind before the cursor's starts strictly after its time). */
function after(kind: ModerationKind, s: Source, order: Order, cursor: Position | undefined): SQL {
  if (!cursor) return s.waiting;
  const gt = order === 'oldest' ? sql`>` : sql`<`;
  const at = instant(cursor.micros);
  const own = rank(kind) - rank(cursor.kind);
  if (own === 0) return sql`${s.waiting} and (${s.since}, id) ${gt} (${at}, ${cursor.id}::int)`;
  // a kind ranked after the cursor's comes after it at the same time; one ranked before, before it
  const sameTimeToo = order === 'oldest' ? own > 0 : own < 0;
  return sql`${s.waiting} and ${s.since} ${gt}${sameTimeToo ? sql`=` : sql``} ${at}`;
}

interface Head {
  kind: ModerationKind;
  id: number;
  micros: string;
  since: string;
}

/** The page's heads: each source's first `take` after the cursor, then the first `take` of them all. */
async function heads(db: Db, kinds: ModerationKind[], order: Order, take: number, cursor?: Position) {
  const dir = order === 'oldest' ? sql`asc` : sql`desc`;
  const branches = kinds.flatMap((kind) => {
    const s = SOURCES[kind];
    if (!s) return [];
    return [
      sql`(select ${kind}::text as kind, ${rank(kind)}::int as rank, id, ${s.since} as since from ${s.table}
        where ${after(kind, s, order, cursor)} order by ${s.since} ${dir}, id ${dir} limit ${take})`,
    ];
  });
  if (!branches.length) return [];
  return rawRows<Head>(
    db,
    sql`select kind, id, (extract(epoch from since) * 1000000)::bigint::text as micros,
        to_char(since at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as since
      from (${sql.join(branches, sql` union all `)}) q
      order by q.since ${dir}, q.rank ${dir}, q.id ${dir} limit ${take}`,
  );
}

type Detail = Omit<QueueItem, 'kind' | 'id' | 'waitingSince' | 'flags'> & { id: number; text: string };
const ids = (rows: Head[], kind: ModerationKind) => rows.filter((r) => r.kind === kind).map((r) => r.id);
const idList = (list: number[]) =>
  sql.join(
    list.map((id) => sql`${id}::int`),
    sql`, `,
  );
const name = sql`coalesce(nullif(m.company_name, ''), m.full_name)`;

/** Each kind's rows of the page, whole: what the screen shows and what the flags read. */
const DETAILS: Partial<Record<ModerationKind, (db: Db, list: number[]) => Promise<Detail[]>>> = {
  request: (db, list) =>
    rawRows(
      db,
      sql`select r.id, cp.name as title, trim(r.material || ' ' || r.detail) as text, m.id as "whoId", ${name} as "whoName",
          'uye-talepler-' || m.id || '?talep=' || r.id as link
        from requests r join catalog_products cp on cp.id = r.catalog_product_id join members m on m.id = r.member_id
        where r.id in (${idList(list)})`,
    ),
  rating: (db, list) =>
    rawRows(
      db,
      sql`select g.id, g.score || ' yıldız: ' || ${name} as title, g.comment as text, b.id as "whoId",
          coalesce(nullif(b.company_name, ''), b.full_name) as "whoName", 'uye-yorumlar-' || b.id as link
        from ratings g join offers o on o.id = g.offer_id join members m on m.id = o.member_id
          join requests r on r.id = o.request_id join members b on b.id = r.member_id
        where g.id in (${idList(list)})`,
    ),
  package: (db, list) =>
    rawRows(
      db,
      sql`select s.id, d.title, '' as text, m.id as "whoId", ${name} as "whoName", 'uye-detay-' || m.id as link
        from package_subscriptions s join package_definitions d on d.id = s.package_id
          join members m on m.id = s.member_id
        where s.id in (${idList(list)})`,
    ),
  complaint: (db, list) =>
    rawRows(
      db,
      sql`select c.id, c.category as title, trim(c.reason || ' — ' || msg.text) as text,
          m.id as "whoId", ${name} as "whoName", 'konusma-' || msg.conversation_id as link
        from conversation_complaints c join conversation_messages msg on msg.id = c.message_id
          join members m on m.id = c.member_id
        where c.id in (${idList(list)})`,
    ),
  document: (db, list) =>
    rawRows(
      db,
      sql`select d.id, d.kind as title, d.name as text, m.id as "whoId", ${name} as "whoName",
          'dogrulama' as link
        from verification_documents d join members m on m.id = d.member_id
        where d.id in (${idList(list)})`,
    ),
};

const CONTACT_WORDS: Record<string, string> = {
  phone: 'telefon',
  email: 'e-posta',
  web: 'bağlantı',
  social: 'sosyal medya',
  iban: 'IBAN',
};
const SUMMARY = 300;

/** Contact details or links in a text, as the conversations' masking finds them. */
export function contactFlag(text: string): Flag[] {
  const { kinds } = maskContacts(text);
  if (!kinds.length) return [];
  return [
    { kind: 'contact', text: `İletişim bilgisi: ${[...new Set(kinds)].map((k) => CONTACT_WORDS[k]).join(', ')}` },
  ];
}

/** What an item's flags were made of does not change while it waits: its text and the requests before it (an edit
 * sends a request back with a new wait, so a new key). So they are kept by its position for a while: the contact
 * check (the conversations' masking) cost about 0.3 ms an item, and the near copies' similarity more. */
const FLAGS_TTL_MS = 10 * 60_000;
const flagKey = (h: Head) => `queue-flags:${h.micros}_${h.kind}_${h.id}`;

/** A page of the queue: all kinds or one, oldest or newest first, after the cursor. */
export async function queuePage(
  { db, cache }: Pick<AppContext, 'db' | 'cache'>,
  query: { kind?: ModerationKind; order?: Order; cursor?: z.infer<typeof zQueueCursor>; limit?: number },
) {
  const order = query.order ?? 'oldest';
  const kinds = query.kind ? [query.kind] : [...MODERATION_KINDS];
  const cursor = query.cursor ? positionOf(query.cursor) : undefined;
  const page = await cursorPage(
    query.limit ?? PAGE,
    (take) => heads(db, kinds, order, take, cursor),
    (h) => `${h.micros}_${h.kind}_${h.id}`,
  );
  const shown = page.items;
  const since = cache.since();
  const known = new Map(shown.map((h) => [flagKey(h), cache.get<Flag[]>(flagKey(h))]));
  const unflagged = shown.filter((h) => h.kind === 'request' && !known.get(flagKey(h)));
  const [details, flags] = await Promise.all([
    Promise.all(
      MODERATION_KINDS.map(async (kind) => {
        const list = ids(shown, kind);
        const read = DETAILS[kind];
        return list.length && read
          ? read(db, list).then((rows) => rows.map((r) => [`${kind}_${r.id}`, r] as const))
          : [];
      }),
    ).then((all) => new Map(all.flat())),
    requestFlags(db, ids(unflagged, 'request')).then((rows) => new Map(rows.map((r) => [r.id, r]))),
  ]);
  const flagsOf = (h: Head, d: Detail) => {
    const f = flags.get(h.id);
    const more: Flag[] = [];
    if (h.kind === 'request' && f?.duplicateOf)
      more.push({ kind: 'duplicate', text: `Benzer talep: #${f.duplicateOf}`, requestId: f.duplicateOf });
    if (h.kind === 'request' && f && f.fromAddress >= BURST_COUNT_SHOWN)
      more.push({ kind: 'burst', text: `Son bir saatte aynı adresten ${f.fromAddress} talep` });
    const all = [...more, ...(h.kind === 'request' || h.kind === 'rating' ? contactFlag(d.text) : [])];
    cache.set(flagKey(h), all, { tags: [], ttl: FLAGS_TTL_MS, since, size: 200 });
    return all;
  };
  const items: QueueItem[] = shown.flatMap((h) => {
    const d = details.get(`${h.kind}_${h.id}`) as (Detail & { whoId: number | null; whoName: string }) | undefined;
    if (!d) return []; // gone in between
    return [
      {
        kind: h.kind,
        id: h.id,
        title:
          h.kind === 'document'
            ? (DOCUMENT_LABELS[d.title as DocumentKind] ?? d.title)
            : h.kind === 'complaint'
              ? `Şikayet: ${COMPLAINT_CATEGORY_LABELS[d.title as ComplaintCategory] ?? d.title}`
              : d.title,
        summary: d.text.length > SUMMARY ? `${d.text.slice(0, SUMMARY - 1)}…` : d.text,
        who: d.whoId ? { id: d.whoId, name: d.whoName } : null,
        waitingSince: h.since,
        flags: known.get(flagKey(h)) ?? flagsOf(h, d),
        link: d.link,
      },
    ];
  });
  return { items, nextCursor: page.nextCursor };
}

function positionOf(cursor: string): Position {
  const [micros, kind, id] = cursor.split('_');
  return { micros, kind: kind as ModerationKind, id: Number(id) };
}
