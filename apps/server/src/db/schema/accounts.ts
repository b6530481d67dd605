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
    /** the name the administrators screen and the audit log show; '' for the legacy first account */
    name: text('name').notNull().default(''),
    /** 'manager' (Yönetici: everything), 'moderator' (Moderatör), 'accounting' (Muhasebe): decision 0054 */
    role: text('role').notNull().default('manager'),
    /** a deactivated administrator logs in no more; its rows in the audit log keep naming it */
    active: boolean('active').notNull().default(true),
    passwordHash: text('password_hash').notNull(),
    /** the demo or generated first password, not yet changed: the back-office asks for a new one */
    initialPassword: boolean('initial_password').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('admins_username_idx').on(t.username),
    check('admins_role', sql`${t.role} in ('manager', 'moderator', 'accounting')`),
  ],
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

/**
 * One-time login links mailed to an account's address (accounts/login-links.ts): the owner's way in while its login
 * waits after others' wrong tries. Only the token's SHA-256 is stored; exactly one of member / admin owns a link.
 */
export const loginLinks = pgTable(
  'login_links',
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
    uniqueIndex('login_links_token_idx').on(t.tokenHash),
    index('login_links_member_idx').on(t.memberId).where(sql`${t.memberId} is not null`),
    index('login_links_admin_idx').on(t.adminId).where(sql`${t.adminId} is not null`),
    check('login_links_one_owner', sql`(${t.memberId} is null) <> (${t.adminId} is null)`),
  ],
);

/**
 * A member's new e-mail waiting for its confirmation: it becomes the login only when the link mailed to it is opened
 * (accounts/email-change.ts). Only the token's SHA-256 is stored.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_changes_token_idx').on(t.tokenHash), index('email_changes_member_idx').on(t.memberId)],
);

/**
 * Login attempts per account, members and the administrator alike (accounts/login-throttle.ts), keyed by the SHA-256
 * of the login as typed (an unknown login is counted like a known one, and no typed login is kept in clear).
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    loginHash: text('login_hash').primaryKey(),
    /** attempts since the last success, counted before the password is checked */
    attempts: integer('attempts').notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
    /** no attempt is taken before this */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_throttles_last_attempt_idx').on(t.lastAttemptAt)],
);
