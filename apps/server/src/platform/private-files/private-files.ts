// Private files (DESIGN §8 "Files", decision 0044): the files that are not public images — drawings, quotes, and
// later verification documents and bank receipts. One module stores them (content checked by magic bytes against
// the kinds its use allows, size-capped, under a generated key of its use's prefix), sends them back (only through
// a call that authorised the reader, as an attachment, `nosniff`) and sweeps the bytes of removed ones. A use is a
// declaration (uses.ts); who may see a file, and which row points at it, stay the area's.
import { randomUUID } from 'node:crypto';
import { DRAFT_HOURS } from '@tedarik/contract/attachments/member';
import { and, count, eq, inArray, isNull, like, lt, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { privateFileDrafts, privateFileRemovals } from '../../db/schema/private-files';
import type { Clock } from '../context';
import { sendDownload } from '../download';
import { AppError, notFound } from '../errors';
import { bytesOf } from '../images';
import type { Job } from '../jobs';
import type { PersonalData } from '../personal-data';
import type { Storage } from '../storage';
import { cleanName, type FileKind, kindOf, MIME } from './kinds';

/** What one use of private files is: where its bytes live, what they may be and how big, and its Turkish refusals. */
export interface PrivateFileUse {
  /** the storage prefix of its keys (`<prefix>/<uuid>`): /uploads never serves it, a bucket keeps it private */
  prefix: string;
  /** the kinds its content may be (kinds.ts) */
  kinds: readonly FileKind[];
  maxBytes: number;
  /** the files a member may hold uploaded with forms not saved yet (drafts) */
  maxDrafts: number;
  text: {
    kind: string;
    tooLarge: string;
    empty: string;
    storageDown: string;
    notFound: string;
    /** more drafts than maxDrafts */
    draftsFull: string;
    /** a save named a draft that is not (or no longer) the member's */
    draftGone: string;
  };
}

/** An uploaded file as a call received it: its bytes and the name the client gave. */
export type Upload = { bytes: Buffer; name: string | undefined };

/** A stored file as its area's table keeps it (these columns, under these names). */
export type StoredFile = { storageKey: string; kind: FileKind; name: string; size: number };

/** A stored file waiting for the form it was picked in: its id is what the form's save names. */
export type DraftRow = typeof privateFileDrafts.$inferSelect;

/** The upload of a call whose multipart body has one `file` (platform/multipart.ts). */
export const uploadOf = async (req: FastifyRequest & { body: { file: Blob | Uint8Array } }): Promise<Upload> => ({
  bytes: await bytesOf(req.body.file),
  name: req.fileNames?.file,
});

/** A use of private files, from its declaration: what its areas call to store and to send one of its files. */
export function privateFiles(use: PrivateFileUse) {
  // a prefix is one lower-case path part, so that /uploads and a bucket's policy can tell it without doubt
  if (!/^[a-z0-9-]+$/.test(use.prefix)) throw new Error(`private files: bad prefix ${use.prefix}`);
  const own = (key: string) => key.startsWith(`${use.prefix}/`);

  /** Checks the upload against the use and stores it under a generated key without an extension. */
  async function store(storage: Storage, upload: Upload): Promise<StoredFile> {
    if (upload.bytes.length === 0) throw new AppError(use.text.empty);
    if (upload.bytes.length > use.maxBytes) throw new AppError(use.text.tooLarge, 413);
    const kind = await kindOf(upload.bytes);
    if (!kind || !use.kinds.includes(kind)) throw new AppError(use.text.kind, 415);
    const storageKey = `${use.prefix}/${randomUUID()}`;
    try {
      await storage.put(storageKey, upload.bytes, 'application/octet-stream');
    } catch {
      await storage.remove(storageKey).catch(() => {});
      throw new AppError(use.text.storageDown, 503);
    }
    return { storageKey, kind, name: cleanName(upload.name, kind), size: upload.bytes.length };
  }

  return {
    prefix: use.prefix,
    /** The options of a route that takes one file of this use: its size, refused past it at once with its text. */
    uploadOptions: {
      config: { multipartOptions: { limits: { fileSize: use.maxBytes } }, fileTooLarge: use.text.tooLarge },
    },

    /**
     * Stores the upload, then runs `write` with the stored file (the rows that point at it, in the area's
     * transaction); when `write` throws, the bytes are removed again, so no refused write leaves a file behind.
     */
    async withStored<T>(storage: Storage, upload: Upload, write: (file: StoredFile) => Promise<T>): Promise<T> {
      const file = await store(storage, upload);
      try {
        return await write(file);
      } catch (err) {
        await storage.remove(file.storageKey).catch(() => {});
        throw err;
      }
    },

    /**
     * Stores a file the server made (an export: its bytes are ours, so they are not checked as an upload is) under a
     * generated key of this use; the caller's row points at it.
     */
    async storeMade(storage: Storage, bytes: Buffer, name: string, kind: FileKind): Promise<StoredFile> {
      if (!use.kinds.includes(kind)) throw new Error(`private files: ${kind} is not of ${use.prefix}`);
      const storageKey = `${use.prefix}/${randomUUID()}`;
      try {
        await storage.put(storageKey, bytes, 'application/octet-stream');
      } catch {
        await storage.remove(storageKey).catch(() => {});
        throw new AppError(use.text.storageDown, 503);
      }
      return { storageKey, kind, name: cleanName(name, kind), size: bytes.length };
    },

    /**
     * Stores an upload for a form not saved yet, as the member's draft (issue 47 item 21): at most `maxDrafts` at a
     * time, counted again under a lock of the member's drafts so that parallel uploads never pass it.
     */
    async storeDraft(ctx: Ctx & { clock: Clock }, memberId: number, upload: Upload): Promise<DraftRow> {
      const full = async (db: Pick<Db, 'select'>) =>
        (await db.select({ n: count() }).from(privateFileDrafts).where(eq(privateFileDrafts.memberId, memberId)))[0]
          .n >= use.maxDrafts;
      if (await full(ctx.db)) throw new AppError(use.text.draftsFull, 409);
      return this.withStored(ctx.storage, upload, (file) =>
        ctx.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${DRAFTS_LOCK}, ${memberId})`);
          if (await full(tx)) throw new AppError(use.text.draftsFull, 409);
          const [row] = await tx
            .insert(privateFileDrafts)
            .values({ memberId, ...file, createdAt: ctx.clock.now() })
            .returning();
          return row;
        }),
      );
    },

    /**
     * The save of a form takes the member's drafts `ids` (in its transaction `tx`): they stop being drafts and are
     * answered as stored files, for the area's rows. A draft that is not the member's, not of this use or gone
     * (swept) refuses the whole save with `draftGone`, under the form's field `field`.
     */
    async claimDrafts(tx: Pick<Db, 'delete'>, memberId: number, ids: readonly number[], field: string) {
      const wanted = [...new Set(ids)];
      if (wanted.length === 0) return [];
      const claimed = await tx
        .delete(privateFileDrafts)
        .where(
          and(
            inArray(privateFileDrafts.id, wanted),
            eq(privateFileDrafts.memberId, memberId),
            like(privateFileDrafts.storageKey, `${use.prefix}/%`),
          ),
        )
        .returning();
      if (claimed.length !== wanted.length)
        throw new AppError(use.text.draftGone, 400, { [field]: use.text.draftGone });
      // in the order the form named them
      return wanted.map((id) => {
        const { storageKey, kind, name, size } = claimed.find((d) => d.id === id) as DraftRow;
        return { storageKey, kind: kind as FileKind, name, size } satisfies StoredFile;
      });
    },

    /** The member takes back a draft: its row goes now, its bytes with the sweep. */
    async removeDraft(ctx: Ctx, memberId: number, id: number) {
      const gone = await ctx.db.transaction(async (tx) => {
        const rows = await tx
          .delete(privateFileDrafts)
          .where(
            and(
              eq(privateFileDrafts.id, id),
              eq(privateFileDrafts.memberId, memberId),
              like(privateFileDrafts.storageKey, `${use.prefix}/%`),
            ),
          )
          .returning({ storageKey: privateFileDrafts.storageKey });
        if (rows.length) await tx.insert(privateFileRemovals).values(rows).onConflictDoNothing();
        return rows.length > 0;
      });
      if (!gone) throw notFound(use.text.notFound);
      await sweepNow(ctx);
    },

    /**
     * Sends a stored file to a reader its area has authorised: streamed from storage as an attachment under its
     * cleaned name (platform/download.ts: `nosniff`, a sandbox, never cached); missing bytes are 'not found'.
     */
    async send(reply: FastifyReply, storage: Storage, file: Omit<StoredFile, 'kind'> & { kind: string }) {
      if (!own(file.storageKey)) throw new Error(`private files: ${file.storageKey} is not of ${use.prefix}`);
      const body = await storage.open(file.storageKey);
      if (!body) throw notFound(use.text.notFound);
      const type = MIME[file.kind as FileKind] ?? 'application/octet-stream';
      return sendDownload(reply, { name: file.name, type, size: file.size }, body);
    },
  };
}

type Ctx = { db: Db; storage: Storage };

/** The advisory lock's first key, the member's id its second: one member's drafts are counted one upload at a time. */
const DRAFTS_LOCK = 4711010;

/**
 * Drafts never claimed within DRAFT_HOURS, and those of members since deleted, stop being drafts: their keys join the
 * removals in the same statement, for the sweep. `now` is the clock's (a job's run).
 */
export async function expireDrafts(db: Db, now: Date) {
  const before = new Date(now.getTime() - DRAFT_HOURS * 3_600_000);
  const gone = await db
    .delete(privateFileDrafts)
    .where(or(lt(privateFileDrafts.createdAt, before), isNull(privateFileDrafts.memberId)))
    .returning({ storageKey: privateFileDrafts.storageKey });
  if (gone.length) await db.insert(privateFileRemovals).values(gone).onConflictDoNothing();
  return gone.length;
}

/**
 * Removes from storage the files whose rows are gone (the tables' triggers list their keys in the removals), at most
 * `limit`; a file already gone is no error, one storage refuses stays listed. Answers how many it removed.
 */
export async function sweepRemovedFiles({ db, storage }: Ctx, limit = 200) {
  const due = await db.select({ key: privateFileRemovals.storageKey }).from(privateFileRemovals).limit(limit);
  const removed: string[] = [];
  for (const { key } of due) {
    try {
      await storage.remove(key);
      removed.push(key);
    } catch {
      // storage away: the key stays listed for the next sweep
    }
  }
  if (removed.length) await db.delete(privateFileRemovals).where(inArray(privateFileRemovals.storageKey, removed));
  return removed.length;
}

/** After a write removed files: their bytes go now, or with the job when storage refuses. */
export const sweepNow = (ctx: Ctx) =>
  sweepRemovedFiles(ctx).then(
    () => {},
    () => {},
  );

/** The job that sweeps what storage refused at the time, and the drafts no form claimed (every 10 minutes). */
export const removedFilesJob = (ctx: Ctx): Job => ({
  name: 'removed attachments', // the jobs row's name since the first use: kept, so its history stays
  due: (last, now) => last === null || now.getTime() - last.getTime() >= 10 * 60_000,
  run: async (now) => {
    await expireDrafts(ctx.db, now);
    return sweepRemovedFiles(ctx);
  },
});

/** A member's drafts (their names may name it): listed in an export, removed with their bytes when it is deleted. */
export const draftsData: PersonalData = {
  area: 'taslakDosyalar',
  exportMember: (db, who) =>
    db
      .select({ name: privateFileDrafts.name, kind: privateFileDrafts.kind, size: privateFileDrafts.size })
      .from(privateFileDrafts)
      .where(eq(privateFileDrafts.memberId, who.id)),
  forgetMember: async (tx, who) => {
    const gone = await tx
      .delete(privateFileDrafts)
      .where(eq(privateFileDrafts.memberId, who.id))
      .returning({ storageKey: privateFileDrafts.storageKey });
    if (gone.length) await tx.insert(privateFileRemovals).values(gone).onConflictDoNothing();
    return { privateFiles: gone.length > 0 };
  },
};
