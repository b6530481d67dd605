import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { members } from './members';

/**
 * A company's numbers for verification (issue 49 item 1): its VKN (10 digits) or, for a sole proprietor, its TCKN
 * (11), both checked by their check digits before they are written; its tax office, MERSİS (16 digits) and trade
 * registry numbers. One row per member, gone with it.
 */
export const companyVerifications = pgTable(
  'company_verifications',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    taxNumber: varchar('tax_number', { length: 11 }).notNull(),
    taxOffice: varchar('tax_office', { length: 100 }).notNull(),
    mersisNumber: varchar('mersis_number', { length: 16 }).notNull(),
    tradeRegistryNumber: varchar('trade_registry_number', { length: 30 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('company_verifications_tax_number', sql`${t.taxNumber} ~ '^[0-9]{10,11}$'`),
    check('company_verifications_mersis', sql`${t.mersisNumber} ~ '^[0-9]{16}$'`),
  ],
);

/**
 * A company's document (one per kind): the three that make a 'Doğrulanmış Firma' and the certificates shown by name.
 * A private file (decision 0044: `storage_key`, and the removals trigger lists it when the row goes); uploaded again,
 * the row is replaced. It waits (`pending`) until the administrator approves or rejects it with a reason; it counts
 * for a badge while approved and `expires_on` (its last valid day) is not past. The reminders before its expiry are
 * claimed by `reminded_30_at` and `reminded_7_at`, so each is sent once however many processes run the job.
 */
export const verificationDocuments = pgTable(
  'verification_documents',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('pending'),
    expiresOn: date('expires_on', { mode: 'string' }),
    name: varchar('name', { length: 120 }).notNull(),
    fileKind: text('file_kind').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    rejectReason: text('reject_reason'),
    rejectNote: text('reject_note').notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reminded30At: timestamp('reminded_30_at', { withTimezone: true }),
    reminded7At: timestamp('reminded_7_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('verification_documents_member_kind_idx').on(t.memberId, t.kind),
    // the review queue: the waiting documents, oldest first, one index range however many were reviewed
    index('verification_documents_pending_idx').on(t.id).where(sql`${t.status} = 'pending'`),
    // the moderation workbench's queue: the waiting documents by age (decision 0058)
    index('verification_documents_waiting_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'pending'`),
    // the reminders: approved documents by their expiry
    index('verification_documents_expiry_idx').on(t.expiresOn).where(sql`${t.status} = 'approved'`),
    check('verification_documents_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check(
      'verification_documents_kind',
      sql`${t.kind} in ('vergi_levhasi', 'ticaret_sicil_gazetesi', 'imza_sirkuleri', 'iso_9001', 'tse', 'ce')`,
    ),
    check('verification_documents_file_kind', sql`${t.fileKind} in ('pdf', 'png', 'jpeg')`),
    check('verification_documents_size', sql`${t.size} between 1 and 10485760`),
  ],
);
