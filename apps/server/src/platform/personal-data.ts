// A member's personal data, registered per area (issue 48 item 4, docs/decisions/0053-personal-data.md): each area
// that stores something of a member says what it holds (`exportMember`) and how it forgets it (`forgetMember`, in the
// deletion's one transaction). app.ts lists the areas (AppContext.personalData); the administrator's member deletion
// runs them all, and KVKK's export will read them all. A new table with a member's data adds its area here, or the
// deletion test's scan of every text column fails.
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';

/** Who is forgotten: read before any area forgets, so that each may match rows by address as well as by id. */
export interface MemberIdentity {
  id: number;
  email: string;
  /** the member's phones as written (mobile, company, WhatsApp), empty ones left out */
  phones: string[];
}

/** Files to remove after the commit: public files (logos, product images) by path; private ones go by trigger. */
export interface Forgotten {
  publicFiles?: (string | null)[];
  /** true when the area deleted rows that held private files (their bytes are swept after the commit) */
  privateFiles?: boolean;
}

export interface PersonalData {
  /** the area's name, the key of its part of an export */
  area: string;
  /** what the area holds of the member, as plain rows (no secrets: no hashes, no tokens) */
  exportMember(db: Db, who: MemberIdentity): Promise<unknown>;
  /** forgets the member inside the deletion's transaction; what it keeps for other members holds no personal data */
  forgetMember(tx: Tx, who: MemberIdentity): Promise<Forgotten | undefined>;
}

/** Every area forgets the member, in the order listed (the member's own row last), in the caller's transaction. */
export async function forgetMember(tx: Tx, areas: readonly PersonalData[], who: MemberIdentity) {
  const publicFiles: string[] = [];
  let privateFiles = false;
  for (const area of areas) {
    const forgotten = await area.forgetMember(tx, who);
    for (const f of forgotten?.publicFiles ?? []) if (f) publicFiles.push(f);
    privateFiles ||= forgotten?.privateFiles === true;
  }
  return { publicFiles, privateFiles };
}

/** What every area holds of the member, keyed by area. */
export async function exportMember(db: Db, areas: readonly PersonalData[], who: MemberIdentity) {
  const out: Record<string, unknown> = {};
  for (const area of areas) out[area.area] = await area.exportMember(db, who);
  return out;
}

/** Runs an area's forgetting statements in order. */
export async function runAll(tx: Tx, statements: SQL[]) {
  for (const statement of statements) await tx.execute(statement);
}
