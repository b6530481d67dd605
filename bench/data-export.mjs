// A member's data as a ZIP at size (issue 53: the export of a member with 10,000 requests and offers under 30 s while
// /healthz keeps answering within 100 ms):
//   node bench/data-export.mjs postgres://127.0.0.1:5432 [rows=10000]
// Makes a database of its own with the demo data, gives the demo manufacturer `rows` requests of its own and `rows`
// offers on as many requests of the demo buyer, starts the compiled server, asks for the manufacturer's ZIP through the
// real call and waits until the task made it, sampling /healthz every 20 ms meanwhile. Prints the time, the ZIP's
// size and /healthz's p50, p99 and max, and drops the database.
import { loadavg } from 'node:os';
import { strFromU8, unzipSync } from 'fflate';
import pg from 'pg';
import { startServer } from './server.mjs';

const server0 = process.argv[2];
const rows = Number(process.argv[3] ?? 10_000);
if (!server0) throw new Error('usage: node bench/data-export.mjs postgres://host:port [rows]');
const name = `tedarik_bench_export_${process.pid}`;
const admin = new pg.Client({ connectionString: `${server0}/postgres` });
await admin.connect();
await admin.query(`create database ${name}`);
const url = `${server0}/${name}`;
const env = { DATABASE_URL: url, LOG_LEVEL: 'warn', DEMO_DATA: 'on' };

let server = await startServer(4820, env); // migrates and seeds the demo
await server.stop();
const db = new pg.Client({ connectionString: url });
await db.connect();
const q = async (text, values) => (await db.query(text, values)).rows;
const idOf = async (email) => (await q('select id from members where email = $1', [email]))[0].id;
const [maker, buyer] = [await idOf('imalatci@ornek.com.tr'), await idOf('alici@ornek.com.tr')];
// every column of a table but its id and generated ones, as a list
const columnsOf = async (table) =>
  (
    await q(
      `select column_name from information_schema.columns where table_name = $1 and column_name <> 'id'
         and is_generated = 'NEVER' and column_default is distinct from 'nextval(''${table}_id_seq''::regclass)'
       order by ordinal_position`,
      [table],
    )
  ).map((c) => c.column_name);
const copy = async (table, overrides, from, series) => {
  const columns = await columnsOf(table);
  const values = columns.map((c) => overrides[c] ?? `t.${c}`);
  return q(
    `insert into ${table} (${columns.join(', ')}) select ${values.join(', ')} from ${from} returning id`,
    series,
  );
};
const [sample] = await q('select id from requests order by id limit 1');
const own = `(select * from requests where id = ${sample.id}) t, generate_series(1, $1) g`;
await copy(
  'requests',
  { member_id: String(maker), detail: `t.detail || ' ' || g`, created_at: `now() - g * interval '1 minute'` },
  own,
  [rows],
);
const buyers = await copy(
  'requests',
  { member_id: String(buyer), created_at: `now() - g * interval '1 minute'` },
  own,
  [rows],
);
const [offer] = await q('select id from offers order by id limit 1');
await q(`create temp table wanted as select unnest($1::int[]) as request_id`, [buyers.map((r) => r.id)]);
await copy(
  'offers',
  { member_id: String(maker), request_id: 'w.request_id' },
  `(select * from offers where id = ${offer.id}) t, wanted w`,
  [],
);
await q('analyze');
const [{ requests, offers }] = await q(
  `select (select count(*)::int from requests where member_id = $1) as requests,
     (select count(*)::int from offers where member_id = $1) as offers`,
  [maker],
);
console.log(`the manufacturer has ${requests} requests and ${offers} offers; load ${loadavg()[0].toFixed(2)}`);

server = await startServer(4820, { ...env, DEMO_DATA: 'off' });
const login = await fetch(`${server.base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ mail: 'imalatci@ornek.com.tr', sifre: 'Demo1234' }),
}).then((r) => r.json());
const auth = { authorization: `Basic ${Buffer.from(`imalatci@ornek.com.tr:${login.token}`).toString('base64')}` };
// the server warmed first: a first answer's compile time is not the export's
for (let i = 0; i < 50; i++) await fetch(`${server.base}/healthz`);
const samples = [];
let sampling = true;
const sampler = (async () => {
  while (sampling) {
    const t0 = performance.now();
    await fetch(`${server.base}/healthz`).catch(() => undefined);
    samples.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 20));
  }
})();
const began = performance.now();
const asked = await fetch(`${server.base}/api/v2/privacy/data-exports`, {
  method: 'POST',
  headers: { ...auth, origin: server.base, 'content-type': 'application/json' },
  body: '{}',
}).then((r) => r.json());
let state;
for (;;) {
  const { items } = await fetch(`${server.base}/api/v2/privacy/data-exports`, { headers: auth }).then((r) => r.json());
  state = items.find((e) => e.id === asked.id);
  if (state?.status !== 'pending' || performance.now() - began > 300_000) break;
  await new Promise((r) => setTimeout(r, 250));
}
const seconds = (performance.now() - began) / 1000;
sampling = false;
await sampler;
// what the ZIP holds: the manufacturer's requests and offers, counted in its JSON
const zip = new Uint8Array(
  await (await fetch(`${server.base}/api/v2/privacy/data-exports/${asked.id}/file`, { headers: auth })).arrayBuffer(),
);
const data = JSON.parse(strFromU8(unzipSync(zip)['verilerim.json']));
console.log(`in its JSON: ${data.talepler.length} requests, ${data.teklifler.gonderilen.length} offers`);
await server.stop();
await db.end();
await admin.query(`drop database ${name} with (force)`);
await admin.end();
samples.sort((a, b) => a - b);
const at = (p) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))].toFixed(1);
console.log(
  `the ZIP was ${state?.status} after ${seconds.toFixed(1)} s (${((state?.size ?? 0) / 1e6).toFixed(1)} MB, ` +
    `${state?.files ?? 0} files); /healthz p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${samples.at(-1).toFixed(1)} ms ` +
    `(${samples.length} samples)`,
);
