// Money is read exactly (issue 48 item 5, DESIGN §8): a numeric column is read as its decimal string ('1234.50') and
// turned into kuruş by the contract's money module, never as a float (drizzle's `mode: 'number'`), whose sums and
// differences are not the database's.
import { readdirSync } from 'node:fs';
import { getTableColumns, isTable, type Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

const tables = async () => {
  const found: [string, Table][] = [];
  for (const file of readdirSync(`${import.meta.dirname}/schema`).filter((f) => f.endsWith('.ts')))
    for (const [name, value] of Object.entries(await import(`./schema/${file}`)))
      if (isTable(value)) found.push([`${file.replace(/\.ts$/, '')}.${name}`, value]);
  return found;
};

describe('numeric columns', () => {
  it('are read as decimal strings, none as a float', async () => {
    const numeric: string[] = [];
    const floats: string[] = [];
    for (const [table, columns] of (await tables()).map(([name, t]) => [name, getTableColumns(t)] as const))
      for (const [key, column] of Object.entries(columns)) {
        if (column.columnType.startsWith('PgNumeric')) numeric.push(`${table}.${key}`);
        if (['PgNumericNumber', 'PgReal', 'PgDoublePrecision'].includes(column.columnType))
          floats.push(`${table}.${key}`);
      }
    expect(numeric).toContain('offers.offers.price');
    expect(numeric).toContain('packages.packageDefinitions.discount');
    expect(floats).toEqual([]);
  });
});
