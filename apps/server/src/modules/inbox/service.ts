// Contact messages and newsletter subscribers.
import { INBOX_ADMIN_MSG, INBOX_PAGE_SIZE } from '@tedarik/contract/inbox/admin';
import { normalizeEmail } from '@tedarik/contract/text';
import { and, desc, eq, like, lt, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins } from '../../db/schema/accounts';
import { contactMessages, newsletterSubscribers } from '../../db/schema/inbox';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { sendTo } from '../../platform/notices';
import { countUpTo, pageWindow } from '../../platform/unpaged';
import { getSettings } from '../settings/service';

export const unreadContactCount = (db: Db) => db.$count(contactMessages, eq(contactMessages.read, false));

export interface ContactInput {
  name: string;
  phone: string;
  email: string;
  message: string;
}

/** Keeps the message for the admin inbox and mails it to the administrators, in one transaction. */
export async function receiveContact(ctx: Pick<AppContext, 'db' | 'outbox'>, input: ContactInput) {
  // to the administrators' addresses, else to the sender account of the mail settings
  const admin = await ctx.db.select({ email: admins.email }).from(admins).where(ne(admins.email, ''));
  const mail = await getSettings(ctx.db, 'mail');
  const recipients = admin.length ? admin : mail.gmail ? [{ email: mail.gmail }] : [];
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(contactMessages)
      .values({ name: input.name, phone: input.phone, email: input.email, message: input.message });
    await sendTo(
      tx,
      ...recipients.map((r) => ({
        channel: 'mail' as const,
        to: r.email,
        subject: `İletişim formu: ${input.name}`,
        body: `Ad: ${input.name}\nTelefon: ${input.phone}\nEmail: ${input.email}\n\n${input.message}\n`,
        title: 'İletişim formundan yeni mesaj',
        paragraphs: [`Ad: ${input.name}\nTelefon: ${input.phone}\nE-posta: ${input.email}`, input.message],
        reason: 'Bu e-posta, sitenin iletişim formundan gönderilen bir mesajı size iletmek için gönderildi.',
      })),
    );
  });
  ctx.outbox.kick();
}

/** Subscribes an address; a repeated address is kept once. */
export async function subscribe(db: Db, email: string) {
  await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
}

// ── the back-office (admin spec §7 "Contact and newsletter") ─────────────────────────────────────────────────────────
// Pages of INBOX_PAGE_SIZE, newest first by id (the primary key's index; ids grow with time), offsets bounded by
// MAX_PAGE (contract fields.ts); without a page, every row up to the ceiling (platform/unpaged.ts).

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

export const contactMessagePage = (db: Db, page: number | undefined) => {
  const { limit, offset } = pageWindow(page, INBOX_PAGE_SIZE);
  return db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(limit).offset(offset);
};
export const contactMessageCount = (db: Db) => countUpTo(db, contactMessages);

export async function contactMessage(db: Db, id: number) {
  const [m] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!m) throw notFound(INBOX_ADMIN_MSG.messageNotFound);
  return m;
}

export async function markContactMessageRead(db: Db, id: number) {
  const [m] = await db
    .update(contactMessages)
    .set({ read: true })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (!m) throw notFound(INBOX_ADMIN_MSG.messageNotFound);
}

export async function deleteContactMessage(db: Db, id: number) {
  const [m] = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
  if (!m) throw notFound(INBOX_ADMIN_MSG.messageNotFound);
}

/**
 * The subscribers whose address contains `search`, read as the addresses are stored (normalizeEmail: lower-case,
 * Turkish İ and ı as i), so 'ABONE', 'abone' and 'İstanbul' find what they should; LIKE's wildcards are taken
 * literally. The trigram index on the address serves the substring search.
 */
function subscriberFilter(search: string): SQL | undefined {
  const term = normalizeEmail(search);
  if (!term) return undefined;
  return like(newsletterSubscribers.email, `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

export const subscriberPage = (db: Db, page: number | undefined, search: string) => {
  const { limit, offset } = pageWindow(page, INBOX_PAGE_SIZE);
  return db
    .select()
    .from(newsletterSubscribers)
    .where(subscriberFilter(search))
    .orderBy(desc(newsletterSubscribers.id))
    .limit(limit)
    .offset(offset);
};
export const subscriberCount = (db: Db, search: string) =>
  countUpTo(db, newsletterSubscribers, subscriberFilter(search));

export async function removeSubscriber(db: Db, id: number) {
  const [s] = await db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .returning({ id: newsletterSubscribers.id });
  if (!s) throw notFound(INBOX_ADMIN_MSG.subscriberNotFound);
}

/** Every subscriber matching `search`, newest first, read in batches by id (no offset, a bounded memory). */
export async function* allSubscribers(db: Db, search: string, batch = 2000): AsyncGenerator<SubscriberRow[]> {
  let before: number | undefined;
  for (;;) {
    const rows = await db
      .select()
      .from(newsletterSubscribers)
      .where(and(subscriberFilter(search), before === undefined ? undefined : lt(newsletterSubscribers.id, before)))
      .orderBy(desc(newsletterSubscribers.id))
      .limit(batch);
    if (rows.length) yield rows;
    if (rows.length < batch) return;
    before = rows[rows.length - 1].id;
  }
}
