// The rejection reasons the administrator keeps per kind (decision 0058): listed, added, edited, made inactive, and
// checked when a rejection names one (a reason of another kind, or inactive, is refused).
import { MODERATION_MSG, type ModerationKind, type Reason } from '@tedarik/contract/moderation/admin';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { moderationReasons } from '../../db/schema/moderation';
import { AppError, notFound } from '../../platform/errors';

const columns = {
  id: moderationReasons.id,
  kind: moderationReasons.kind,
  text: moderationReasons.text,
  position: moderationReasons.position,
  active: moderationReasons.active,
};
const asReason = (row: { kind: string } & Omit<Reason, 'kind'>) => row as Reason;

/** The reasons of a kind in their order (only the active ones unless `all`); every kind's without one. */
export async function reasonsOf(db: Db, kind?: ModerationKind, { all = false } = {}): Promise<Reason[]> {
  const rows = await db
    .select(columns)
    .from(moderationReasons)
    .where(
      and(kind ? eq(moderationReasons.kind, kind) : undefined, all ? undefined : eq(moderationReasons.active, true)),
    )
    .orderBy(asc(moderationReasons.kind), asc(moderationReasons.position), asc(moderationReasons.id));
  return rows.map(asReason);
}

/**
 * The text of an active reason of this kind, or a refusal (400) when the id names none: the one check that a
 * rejection's reason is in the administrator's list.
 */
export async function reasonText(db: Db, kind: ModerationKind, id: number): Promise<string> {
  const [row] = await db
    .select({ text: moderationReasons.text })
    .from(moderationReasons)
    .where(and(eq(moderationReasons.id, id), eq(moderationReasons.kind, kind), eq(moderationReasons.active, true)));
  if (!row) throw new AppError(MODERATION_MSG.reasonNotInList, 400, { reasonId: MODERATION_MSG.reasonNotInList });
  return row.text;
}

/** A new reason, last of its kind unless a position is given. */
export async function addReason(db: Db, input: { kind: ModerationKind; text: string; position?: number }) {
  const position =
    input.position ??
    sql`(select coalesce(max(${moderationReasons.position}), 0) + 1 from ${moderationReasons}
      where ${moderationReasons.kind} = ${input.kind})`;
  const [row] = await db
    .insert(moderationReasons)
    .values({ kind: input.kind, text: input.text, position })
    .returning(columns);
  return asReason(row);
}

export async function updateReason(
  db: Db,
  id: number,
  input: { text?: string; position?: number; active?: boolean },
): Promise<Reason> {
  const [row] = await db
    .update(moderationReasons)
    .set({
      ...(input.text !== undefined && { text: input.text }),
      ...(input.position !== undefined && { position: input.position }),
      ...(input.active !== undefined && { active: input.active }),
    })
    .where(eq(moderationReasons.id, id))
    .returning(columns);
  if (!row) throw notFound(MODERATION_MSG.reasonNotFound);
  return asReason(row);
}
