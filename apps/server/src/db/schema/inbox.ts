import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, trigram } from './columns';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt), index('contact_messages_unread_idx').on(t.read)],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  // the back-office searches addresses by substring (bultenList?ara=): trigrams serve it at any list size
  (t) => [uniqueIndex('newsletter_email_idx').on(t.email), trigram('newsletter_email_search_idx', t.email)],
);
