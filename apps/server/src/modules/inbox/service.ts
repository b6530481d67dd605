// Contact messages and newsletter subscribers.
import type { ContactRequest } from '@tedarik/contract/inbox/public';
import { eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins } from '../../db/schema/accounts';
import { contactMessages, newsletterSubscribers } from '../../db/schema/inbox';
import { enqueue, type OutboxWorker } from '../../platform/outbox';
import { getSettings } from '../settings/service';

export const unreadContactCount = (db: Db) => db.$count(contactMessages, eq(contactMessages.read, false));

/** Keeps the message for the admin inbox and mails it to the administrators, in one transaction. */
export async function receiveContact(ctx: { db: Db; outbox: OutboxWorker }, input: ContactRequest) {
  // to the administrators' addresses, else to the sender account of the mail settings
  const admin = await ctx.db.select({ email: admins.email }).from(admins).where(ne(admins.email, ''));
  const mail = await getSettings(ctx.db, 'mail');
  const recipients = admin.length ? admin : mail.gmail ? [{ email: mail.gmail }] : [];
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(contactMessages)
      .values({ name: input.ad, phone: input.tel, email: input.mail, message: input.mesaJ });
    await enqueue(
      tx,
      ...recipients.map((r) => ({
        channel: 'mail' as const,
        to: r.email,
        subject: `İletişim formu: ${input.ad}`,
        body: `Ad: ${input.ad}\nTelefon: ${input.tel}\nEmail: ${input.mail}\n\n${input.mesaJ}\n`,
      })),
    );
  });
  ctx.outbox.kick();
}

/** Subscribes an address; a repeated address is kept once. */
export async function subscribe(db: Db, email: string) {
  await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
}
