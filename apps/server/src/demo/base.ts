// Reference data seeded on every start (countries, cities, default settings documents): base rows, not demo data.
import type { Db } from '../db/client';
import { cities, countries } from '../db/schema/places';
import { settings } from '../db/schema/settings';
import { CITIES, COUNTRIES } from './lists/places';
import { DEFAULT_SETTINGS } from './lists/settings';

/** Countries, cities and the settings documents; inserts only what is missing, so it runs on every start. */
export async function seedBase(db: Db): Promise<void> {
  await db.insert(countries).values(COUNTRIES).onConflictDoNothing();
  await db.insert(cities).values(CITIES).onConflictDoNothing();
  await db.insert(settings).values(DEFAULT_SETTINGS).onConflictDoNothing();
}
