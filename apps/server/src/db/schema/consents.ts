import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { id } from './columns';
import { members } from './members';

/**
 * The legal texts the administrator publishes (issue 53 item 1, decision 0071): each kind's versions, never changed
 * once written — a new text is a new version. Açık Rıza and Ticari Elektronik İleti Onayı need a member's explicit
 * consent (`requires_consent`); Aydınlatma Metni and Üyelik Sözleşmesi are only told.
 */
export const legalTexts = pgTable(
  'legal_texts',
  {
    id: id(),
    /** 'aydinlatma' | 'acik-riza' | 'uyelik' | 'ticari-ileti' */
    kind: text('kind').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    /** sanitised HTML */
    body: text('body').notNull(),
    requiresConsent: boolean('requires_consent').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: integer('published_by').references(() => admins.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('legal_texts_kind_version_idx').on(t.kind, t.version),
    check('legal_texts_kind', sql`${t.kind} in ('aydinlatma', 'acik-riza', 'uyelik', 'ticari-ileti')`),
  ],
);

/**
 * Every consent given or withdrawn, as it happened (never updated but to pseudonymise an erased member): who (a
 * member, or only an address: a newsletter subscriber), which text and version (null: none was published then), on
 * which channel (a commercial message's: 'eposta', 'sms', 'arama'; null for the other texts), granted or withdrawn,
 * when, from which IP and through which screen or call (`source`). A recipient's consent on a channel is its latest
 * event there.
 */
export const consentEvents = pgTable(
  'consent_events',
  {
    id: id(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    /** the e-mail (normalised) or the phone (+90…) the consent is about; a member's e-mail for the non-channel texts */
    address: text('address').notNull(),
    kind: text('kind').notNull(),
    version: integer('version'),
    channel: text('channel'),
    granted: boolean('granted').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    source: text('source').notNull(),
  },
  (t) => [
    // the latest event of an address on a channel (the promotional check, the İYS export): one index probe
    index('consent_events_address_idx').on(t.address, t.channel, t.id.desc()),
    // a member's events (its screen, the re-ask at login, its export)
    index('consent_events_member_idx').on(t.memberId, t.kind, t.id.desc()).where(sql`${t.memberId} is not null`),
    check('consent_events_kind', sql`${t.kind} in ('aydinlatma', 'acik-riza', 'uyelik', 'ticari-ileti')`),
    check('consent_events_channel', sql`${t.channel} in ('eposta', 'sms', 'arama')`),
  ],
);
