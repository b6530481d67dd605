import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { members } from './members';

export const admins = pgTable(
  'admins',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    /** the demo or generated first password, not yet changed: the back-office asks for a new one */
    initialPassword: boolean('initial_password').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admins_username_idx').on(t.username)],
);

/** Opaque bearer tokens; only their SHA-256 is stored. Exactly one of member / admin owns a session. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_idx').on(t.tokenHash),
    index('sessions_member_idx').on(t.memberId),
    index('sessions_admin_idx').on(t.adminId),
    check('sessions_one_owner', sql`(${t.memberId} is null) <> (${t.adminId} is null)`),
  ],
);

export const activationCodes = pgTable(
  'activation_codes',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('activation_codes_member_idx').on(t.memberId, t.createdAt)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_resets_token_idx').on(t.tokenHash),
    check('password_resets_one_owner', sql`(${t.memberId} is null) <> (${t.adminId} is null)`),
  ],
);
