// The member's own row in the personal-data register (platform/personal-data.ts, decisions 0011 and 0053): listed in
// an export, forgotten last by a deletion (every personal field wiped, the row kept for what points at it), and the
// accounts never activated erased after their period (docs/retention.md).

import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { members } from '../../db/schema/members';
import { DELETED_NAME, type PersonalData, type Retention } from '../../platform/personal-data';
import { deleteMember, memberSlug, presentSql } from './service';

/** Accounts never activated are erased after their period (issue 53 item 5), 500 a statement, as uyeSil erases. */
const neverActivated: Retention = {
  what: 'Hiç etkinleştirilmemiş üyelikler',
  days: 30,
  async expire(ctx, before) {
    let erased = 0;
    for (;;) {
      const ids = await ctx.db
        .select({ id: members.id })
        .from(members)
        .where(and(isNull(members.activatedAt), presentSql, lt(members.createdAt, before)))
        .orderBy(members.id)
        .limit(500);
      for (const { id } of ids) if (await deleteMember(ctx, id)) erased++;
      if (ids.length < 500) break;
    }
    if (erased) ctx.cache.changed(); // sessions and every list that showed them
    return erased;
  },
};

/** The member's own row, forgotten last: every personal field wiped, the row kept for what points at it (0011). */
export const membersData: PersonalData = {
  area: 'uye',
  retention: [neverActivated],
  exportMember: async (db, who) => {
    const [m] = await db
      .select({
        email: members.email,
        companyName: members.companyName,
        fullName: members.fullName,
        phone: members.phone,
        companyPhone: members.companyPhone,
        whatsapp: members.whatsapp,
        address: members.address,
        website: members.website,
        description: members.description,
        smsOptIn: members.smsOptIn,
        mailOptIn: members.mailOptIn,
        createdAt: members.createdAt,
      })
      .from(members)
      .where(eq(members.id, who.id));
    return m ?? null;
  },
  forgetMember: async (tx, who) => {
    const [m] = await tx.select({ logo: members.logo }).from(members).where(eq(members.id, who.id));
    await tx
      .update(members)
      .set({
        email: `silindi-${who.id}@silindi.invalid`,
        passwordHash: '!', // matches no password
        companyName: DELETED_NAME,
        fullName: DELETED_NAME,
        phone: '',
        companyPhone: '',
        whatsapp: '',
        address: '',
        website: '',
        description: '',
        logo: null,
        slug: memberSlug(DELETED_NAME),
        search: '',
        smsOptIn: false,
        mailOptIn: false,
        active: false,
        statusNote: 'Silindi',
        deletedAt: sql`now()`,
      })
      .where(eq(members.id, who.id));
    return { publicFiles: [m?.logo ?? null] };
  },
};
