import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { members } from './members';

/**
 * A company's keys of the open API (issue 52 item 3, decision 0065): shown once as `tdk_<prefix>_<secret>`, kept as
 * the prefix (which finds the key and names it in lists) and the secret's SHA-256, never the secret itself.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 8 hexadecimal characters, shown in lists */
    prefix: text('prefix').notNull(),
    /** SHA-256 of the secret, hexadecimal */
    secretHash: text('secret_hash').notNull(),
    /** 'requests:read' | 'offers:write' */
    scopes: text('scopes').array().notNull(),
    createdAt: createdAt(),
    /** the last call made with it, to the minute (null: never used) */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** revoked keys stay listed as revoked and are refused */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_prefix_idx').on(t.prefix),
    // a company's keys, and its live ones counted against the cap
    index('api_keys_member_idx').on(t.memberId, t.createdAt).where(sql`${t.revokedAt} is null`),
  ],
);
