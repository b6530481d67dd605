import { sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/client';
import { type PersonalData, runAll } from '../../platform/personal-data';

/** The company's products are its own: exported, and deleted with the member; their image files go after the commit. */
export const productsData: PersonalData = {
  area: 'urunler',
  exportMember: (db, who) =>
    rawRows(
      db,
      sql`select id, catalog_product_id, name, detail, active, created_at from products where member_id = ${who.id}`,
    ),
  forgetMember: async (tx, who) => {
    const images = await rawRows<{ path: string }>(
      tx as unknown as Db,
      sql`select pi.path from product_images pi join products p on p.id = pi.product_id where p.member_id = ${who.id}`,
    );
    await runAll(tx, [sql`delete from products where member_id = ${who.id}`]);
    return { publicFiles: images.map((i) => i.path) };
  },
};
