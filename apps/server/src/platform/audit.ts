// The back-office's audit log (decision 0054): who did what, when, on which target. A service that knows its
// target's state writes its row itself, in the write's own transaction (`writeAudit(tx, auditOf(req), …)`); every
// other back-office write — and every read a route declares `audit: 'read'` (a member's personal data) — gets one
// generic row from the admin scope's hook, with the request's body stripped of secrets.
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client';
import { admins } from '../db/schema/accounts';
import { adminAudits } from '../db/schema/audit';
import { tag } from './cache';

/** What a row says of a target and its states; a handler may set these for the generic row too. */
export interface AuditNote {
  targetType?: string | null;
  targetId?: number | null;
  before?: unknown;
  after?: unknown;
}

/** The request's audit: who and what, and whether its row is written yet (a request writes one). */
export interface AuditRecord extends AuditNote {
  adminId: number;
  action: string;
  recorded: boolean;
}

const SECRET = /sifre|şifre|password|parola|token|secret|key|hash|kod|code/i;
const MAX_TEXT = 500;

/** A body as the log keeps it: secrets as '[gizli]', files as '[dosya]', texts cut at 500 characters, small. */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return null;
  // PostgreSQL's jsonb refuses NUL characters
  if (typeof value === 'string')
    return (value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value).replaceAll('\u0000', '');
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Uint8Array || (typeof value === 'object' && 'file' in value && 'filename' in value))
    return '[dosya]';
  if (depth > 3) return '[…]';
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => redact(v, depth + 1));
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).slice(0, 100);
    // a multipart field arrives as { value, fieldname, … }: its value is what was sent
    if ('fieldname' in value && 'value' in value) return redact((value as { value: unknown }).value, depth);
    return Object.fromEntries(
      entries.map(([k, v]) => [
        k.slice(0, 100).replaceAll('\u0000', ''),
        SECRET.test(k) ? '[gizli]' : redact(v, depth + 1),
      ]),
    );
  }
  return null;
}

/** The request's audit record, made on first use: its administrator, and its method and route pattern. */
export function auditOf(request: FastifyRequest): AuditRecord {
  request.audit ??= {
    adminId: request.adminId,
    action: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
    recorded: false,
  };
  return request.audit;
}

/** Writes the request's row (in the caller's transaction when it passes one); a request writes one row. */
export async function writeAudit(db: Db | Tx, record: AuditRecord, note: AuditNote = {}, status = 200) {
  const row = { ...record, ...note };
  await db.insert(adminAudits).values({
    adminId: row.adminId || null,
    action: row.action,
    targetType: row.targetType ?? null,
    targetId: row.targetId ?? null,
    before: row.before ?? null,
    after: row.after ?? null,
    status,
  });
  record.recorded = true;
}

const idParam = (params: unknown) => {
  const id = Number((params as { id?: unknown } | undefined)?.id);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

/**
 * onSend hook of the admin scope: a write (or a declared personal read, or any call its role was refused) whose
 * service wrote no row gets the generic one — its status, its `:id` as the target (of the route's area unless the handler named it), its body redacted.
 */
export const auditHook = (db: Db) => async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  const config = request.routeOptions.config;
  const writes = config.writes ?? request.method !== 'GET';
  // a call the role was refused is recorded too, read or write: someone tried
  if (!request.adminId || !(writes || config.audit === 'read' || reply.statusCode === 403)) return payload;
  const record = auditOf(request);
  if (!record.recorded) {
    const targetId = record.targetId ?? idParam(request.params);
    const note = {
      targetType: record.targetType ?? (targetId ? (config.area ?? null) : null),
      targetId,
      after: record.after ?? (writes ? redact(request.body) : null),
    };
    try {
      await writeAudit(db, record, note, reply.statusCode);
    } catch (error) {
      // the write is done: its answer goes out; the missing row is in the log for the operator
      request.log.error({ err: error, action: record.action }, 'audit row not written');
    }
  }
  // The cached audit log is stale once a row is in (its service's or this one): a read, a refusal or a failed write
  // names nothing else, and a write may name tags the log is not cached under.
  if (record.recorded) request.server.cache.changed([tag.audit]);
  return payload;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** the back-office request's audit record (auditOf) */
    audit: AuditRecord | undefined;
  }
  interface FastifyContextConfig {
    /** whether the call writes (route.ts, from its definition); unset: it writes unless it is a GET */
    writes?: boolean;
    /** 'read': a back-office read of a member's personal data, recorded in the audit log */
    audit?: 'read';
    /** the route's area (its plugin's name: membersAdminRoutes → members) */
    area?: string;
  }
}

/** The latest rows about one target, newest first: who (the administrator's user name) did what, when. */
export async function auditTrail(db: Db, targetType: string, targetId: number, limit = 100) {
  const rows = await db
    .select({ admin: admins.username, action: adminAudits.action, at: adminAudits.at })
    .from(adminAudits)
    .leftJoin(admins, eq(admins.id, adminAudits.adminId))
    .where(and(eq(adminAudits.targetType, targetType), eq(adminAudits.targetId, targetId)))
    .orderBy(desc(adminAudits.id))
    .limit(limit);
  return rows;
}
