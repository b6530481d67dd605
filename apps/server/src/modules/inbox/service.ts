// Contact messages and newsletter subscribers.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

export const unreadContactCount = (db: Db) => db.$count(contactMessages, eq(contactMessages.read, false));
