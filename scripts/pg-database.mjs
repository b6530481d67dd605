// node scripts/pg-database.mjs create|drop NAME — a throw-away database on the local PostgreSQL server (CI).
import pg from 'pg';

const [action, name] = process.argv.slice(2);
if (!['create', 'drop'].includes(action) || !/^[a-z_][a-z0-9_]*$/.test(name ?? '')) {
  console.error('usage: pg-database.mjs create|drop NAME');
  process.exit(2);
}
const client = new pg.Client({
  connectionString: process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
});
await client.connect();
if (action === 'create') await client.query(`create database ${name}`);
else await client.query(`drop database if exists ${name} with (force)`);
await client.end();
