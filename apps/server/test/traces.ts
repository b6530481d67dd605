// A scan of every text, varchar, json and array column of the whole schema for values that must be gone (a deleted or
// erased member's e-mail, phones, names, addresses): a new table with personal data that no area forgets fails it.
import { sql } from 'drizzle-orm';
import { type Db, rawRows } from '../src/db/client';

/** Every `table.column ∋ needle` of the schema where a needle is found (case-insensitively). */
export async function traces(db: Db, needles: string[]) {
  const columns = await rawRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
  );
  const found: string[] = [];
  for (const { table_name, column_name } of columns)
    for (const needle of needles) {
      const [hit] = await rawRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sql.identifier(table_name)}
            where ${sql.identifier(column_name)}::text ilike ${`%${needle}%`}`,
      );
      if (hit.n > 0) found.push(`${table_name}.${column_name} ∋ ${needle}`);
    }
  return found;
}
