import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/client';
import { type PersonalData, runAll } from '../../platform/personal-data';

/**
 * Reviews: the sub-scores and 'Satın aldım' a buyer gave stay with its ratings (decision 0053: they name 'Silinmiş
 * Üye'); a company's answers are its own words, removed with it. The figures (company_reputations) are counts.
 */
export const reputationData: PersonalData = {
  area: 'degerlendirmeler',
  exportMember: async (db, who) => ({
    verilenDegerlendirmeler: await rawRows(
      db,
      sql`select v.rating_id, v.price, v.quality, v.delivery, v.communication, v.purchased from reviews v
          join ratings r on r.id = v.rating_id join offers o on o.id = r.offer_id
          join requests q on q.id = o.request_id
          where q.member_id = ${who.id} order by v.rating_id`,
    ),
    firmaYanitlari: await rawRows(
      db,
      sql`select rating_id, answer, answered_at from reviews
          where company_id = ${who.id} and answer is not null order by rating_id`,
    ),
  }),
  forgetMember: async (tx, who) => {
    await runAll(tx, [sql`update reviews set answer = null, answered_at = null where company_id = ${who.id}`]);
    return undefined;
  },
};
