// Migrates one database per test run, then every test file starts from a copy of it:
// PGlite — a dumped data directory loaded per file; PostgreSQL (TEST_DATABASE_URL) — a template database.
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteClient } from '../src/db/client';
import { seedBase } from '../src/demo/base';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `tedarik_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const target = new URL(url);
    target.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: target.toString() });
    await database.migrate();
    await seedBase(database.db);
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      // test files drop their own copies; drop any left over by a crashed worker, then the template
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like '${template}%'`,
      );
      for (const r of rows) await admin.query(`drop database if exists ${r.datname} with (force)`);
      await admin.end();
    };
  }
  const database = await openDatabase({});
  await database.migrate();
  await seedBase(database.db);
  const dump = await pgliteClient(database)?.dumpDataDir('gzip');
  await database.close();
  const file = path.join(tmpdir(), `tedarik-test-${process.pid}.tar.gz`);
  await writeFile(file, Buffer.from(await (dump as Blob).arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('pgTemplate', '');
}
