// The back-office kit (DESIGN §2b): a content resource's list / detail / add / update / image / delete routes,
// registered from its contract definitions and a store of rows. The kit brings what every such resource repeats:
// the Turkish not-found answer, rich text sanitised before it is stored, the uploaded image decoded and stored
// before the row is written (and removed again when the write fails), the old image deleted once a new one is in
// place or its row is gone. It is a helper, not a generator: rules of their own (moderation, approvals, moves) stay
// hand-written in their areas.
import type { AdminRole } from '@tedarik/contract/accounts/admin-team';
import type { CallDef } from '@tedarik/contract/call';
import { eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { notFound } from './errors';
import { cleanHtml } from './html';
import { forgetImages, withStoredImage } from './images';
import { type CallRequest, route } from './route';
import type { Storage } from './storage';

type Fields = Record<string, unknown>;

/** The rows of a resource. `image` is the public path of its image, or null. */
export interface ResourceStore<Row extends { image: string | null }> {
  list(): Promise<Row[]>;
  find(id: number): Promise<Row | undefined>;
  insert(values: Fields): Promise<Row>;
  update(id: number, values: Fields): Promise<Row | undefined>;
  /** sets the image; answers the row and the image it replaced, undefined when there is no such row */
  setImage(id: number, image: string): Promise<{ row: Row; previous: string | null } | undefined>;
  remove(id: number): Promise<Row | undefined>;
}

type ImageTable = PgTable & { id: PgColumn; image: PgColumn };

/** A store over one table with `id` and `image` columns, listed in `order`. */
export function tableStore<T extends ImageTable>(
  db: Db,
  table: T,
  order: SQL | PgColumn | (SQL | PgColumn)[],
): ResourceStore<T['$inferSelect'] & { image: string | null }> {
  type Row = T['$inferSelect'] & { image: string | null };
  const columns = getTableColumns(table);
  const byId = (id: number) => eq(table.id, id);
  return {
    list: async () =>
      (await db
        .select()
        .from(table as PgTable)
        .orderBy(...[order].flat())) as Row[],
    find: async (id) =>
      (
        (await db
          .select()
          .from(table as PgTable)
          .where(byId(id))) as Row[]
      )[0],
    insert: async (values) =>
      (
        (await db
          .insert(table)
          .values(values as T['$inferInsert'])
          .returning()) as Row[]
      )[0],
    update: async (id, values) => ((await db.update(table).set(values).where(byId(id)).returning()) as Row[])[0],
    setImage: (id, image) =>
      db.transaction(async (tx) => {
        // the row is locked between reading the old image and writing the new one, so two replacements in a row
        // each delete the image they replaced
        const [old] = (await tx
          .select({ image: columns.image })
          .from(table as PgTable)
          .where(byId(id))
          .for('update')) as { image: string | null }[];
        if (!old) return undefined;
        const [row] = (await tx
          .update(table)
          .set({ image } as Fields)
          .where(byId(id))
          .returning()) as Row[];
        return { row, previous: old.image };
      }),
    remove: async (id) => ((await db.delete(table).where(byId(id)).returning()) as Row[])[0],
  };
}

export interface AdminResource<Row extends { image: string | null }> {
  /** where its images are stored (admin spec §9: koleksiyon, makalelers, blogs, sliders, …) */
  folder: string;
  /** the answer when the id names no row */
  notFound: string;
  store: ResourceStore<Row>;
  /** the row as the calls answer it */
  toWire: (row: Row) => unknown;
  /** a request body (rich-text fields already sanitised, the file left out) → the columns it writes */
  fromWire: (body: Fields) => Fields;
  /** the administrator roles its calls allow besides the Yönetici (route.ts); none: the Yönetici's alone */
  roles?: readonly AdminRole[];
  /** body fields holding rich text (HTML written in the back-office) */
  richText?: readonly string[];
  /** The calls it has; each answers the row, except list and remove (the list). */
  calls: {
    list?: CallDef;
    detail?: CallDef;
    /** multipart with `file` */
    add?: CallDef;
    update?: CallDef;
    /** multipart with `file` */
    image?: CallDef;
    /** answers the refreshed list */
    remove?: CallDef;
  };
}

type Handler = (req: CallRequest<CallDef>) => Promise<unknown>;

/** Registers the resource's calls in the admin scope `app`. */
export function adminResource<Row extends { image: string | null }>(
  app: FastifyInstance,
  storage: Storage,
  r: AdminResource<Row>,
) {
  const { store, calls } = r;
  const found = (row: Row | undefined) => {
    if (!row) throw notFound(r.notFound);
    return row;
  };
  const idOf = (req: CallRequest<CallDef>) => (req.params as { id: number }).id;
  const values = (body: unknown) => {
    const { file: _file, ...fields } = body as Fields;
    for (const key of r.richText ?? []) if (typeof fields[key] === 'string') fields[key] = cleanHtml(fields[key]);
    return r.fromWire(fields);
  };
  const list = async () => (await store.list()).map(r.toWire);
  const register = (def: CallDef | undefined, handler: Handler) => {
    if (def) route(app, def, handler as never, { roles: r.roles });
  };
  register(calls.list, list);
  register(calls.detail, async (req) => r.toWire(found(await store.find(idOf(req)))));
  register(calls.add, async (req) => {
    const { file } = req.body as { file: Blob | Uint8Array };
    const row = await withStoredImage(storage, r.folder, file, (image) =>
      store.insert({ ...values(req.body), image: image.path }),
    );
    return r.toWire(row);
  });
  register(calls.update, async (req) => r.toWire(found(await store.update(idOf(req), values(req.body)))));
  register(calls.image, async (req) => {
    const { file } = req.body as { file: Blob | Uint8Array };
    const { row, previous } = await withStoredImage(storage, r.folder, file, async (image) => {
      const replaced = await store.setImage(idOf(req), image.path);
      if (!replaced) throw notFound(r.notFound);
      return replaced;
    });
    await forgetImages(storage, [previous]);
    return r.toWire(row);
  });
  register(calls.remove, async (req) => {
    const row = found(await store.remove(idOf(req)));
    await forgetImages(storage, [row.image]);
    return list();
  });
}
