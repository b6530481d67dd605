import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/client';
import { phoneKey } from '../../platform/consent';
import type { MemberIdentity, PersonalData } from '../../platform/personal-data';

/** The member's consent events: by its id, and by its addresses (a newsletter subscription, an unsubscribe, İYS). */
const ofMember = (who: MemberIdentity) => {
  const addresses = [who.email, ...who.phones.map(phoneKey)].filter(Boolean);
  return sql`(member_id = ${who.id} or address in (${sql.join(
    addresses.map((a) => sql`${a}`),
    sql`, `,
  )}))`;
};

/**
 * Consent events are the proof KVKK and the commercial-message law ask a company to keep (decision 0071): an erased
 * member's events stay, with the address replaced by its SHA-256 (a regulator's question about an address can still
 * be answered by hashing it) and the IP removed; nothing readable of the member is left.
 */
export const consentsData: PersonalData = {
  area: 'izinler',
  exportMember: async (db, who) =>
    rawRows(
      db,
      sql`select address, kind, version, channel, granted, at, ip, source from consent_events
        where ${ofMember(who)} order by id`,
    ),
  forgetMember: async (tx, who) => {
    await tx.execute(sql`update consent_events
      set address = 'silinmis:' || encode(sha256(convert_to(address, 'UTF8')), 'hex'), ip = null
      where ${ofMember(who)} and address not like 'silinmis:%'`);
    return undefined;
  },
};
