// The daily digest at size (issue 50: a digest for 10,000 companies built in under 60 s, /healthz unchanged meanwhile):
//   node bench/digest.mjs postgres://…/kept-db [requests=20000]
// On a database floor.mjs kept (BENCH_KEEP=1): every company hears by a daily mail digest from the day before, with
// its mail consent; `requests` public requests were approved within the period that ended at the last 08:00 in
// Türkiye (and no others); the job is due. Starts the compiled server (its jobs start with it), samples /healthz
// every 100 ms (HEALTHZ_EVERY_MS), and counts the companies digested until all are or 600 s pass. Prints the time, the
// mails queued, and /healthz's p50, p99 and max while it ran. `--idle`: the same, with every company digested already (nothing due),
// sampled for 30 s: /healthz of the same server and database without the digest, to compare.
import { loadavg } from 'node:os';
import pg from 'pg';
import { startServer } from './server.mjs';

const idle = process.argv.includes('--idle');
const [url, size] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const wanted = Number(size ?? 20_000);
// how often /healthz is asked (ms): HEALTHZ_EVERY_MS=20 gives a digest of 8 s some 300 samples, so that its p99 is not
// simply its worst one
const every = Number(process.env.HEALTHZ_EVERY_MS ?? 100);
if (!url) throw new Error('usage: node bench/digest.mjs postgres://…/kept-db [requests]');

// the period the job digests now: from yesterday's 08:00 in Türkiye (05:00 UTC) to today's
const end = new Date();
end.setUTCHours(5, 0, 0, 0);
if (end > new Date()) end.setUTCDate(end.getUTCDate() - 1);
const start = new Date(end.getTime() - 86_400_000);

const db = new pg.Client({ connectionString: url });
await db.connect();
const q = async (text, values) => (await db.query(text, values)).rows;
await q(`update members set mail_opt_in = true where is_company and not mail_opt_in`);
await q(
  `insert into match_preferences (member_id, all_provinces, min_quantity, frequency, by_mail, by_sms, digested_through,
     updated_at)
   select id, true, 0, 'daily', true, false, $1, now() from members where is_company and deleted_at is null
   on conflict (member_id) do update set frequency = 'daily', by_mail = true, by_sms = false,
     digested_through = excluded.digested_through`,
  [(idle ? end : start).toISOString()],
);
await q(`update requests set approved_at = $1::timestamptz - interval '1 day' where approved_at > $1`, [
  start.toISOString(),
]);
await q(
  `update requests set approved_at = $1::timestamptz + (random() * interval '24 hours')
   where id in (select id from requests where approved and published and not finished and delivery_on >= current_date
     order by random() limit $2)`,
  [start.toISOString(), wanted],
);
// the statistics after these mass updates, as autovacuum would have them (else the planner reads the period's index
// as nearly empty and scans it whole for each company)
await q('analyze requests');
await q('analyze match_preferences');
await q(`delete from jobs where name = 'match digests'`);
await q(`delete from outbox where subject like '%talep özeti%'`);
const [{ companies }] = await q(`select count(*)::int as companies from match_preferences where frequency = 'daily'`);
console.log(
  `${companies} companies on a daily digest, ${wanted} requests approved in the period; load ${loadavg()[0].toFixed(2)}`,
);

const began = Date.now();
const server = await startServer(4810, { DATABASE_URL: url, LOG_LEVEL: 'warn', DEMO_DATA: 'off' });
const samples = [];
let sampling = true;
const sample = async () => {
  while (sampling) {
    const t0 = performance.now();
    await fetch(`${server.base}/healthz`).catch(() => undefined);
    samples.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, every));
  }
};
const sampler = sample();
let done = 0;
if (idle) await new Promise((r) => setTimeout(r, 30_000));
while (Date.now() - began < 600_000) {
  [{ done }] = await q(`select count(*)::int as done from match_preferences where digested_through >= $1`, [
    end.toISOString(),
  ]);
  if (done >= companies) break;
  await new Promise((r) => setTimeout(r, 1000));
}
const seconds = (Date.now() - began) / 1000;
sampling = false;
await sampler;
const [{ mails }] = await q(`select count(*)::int as mails from outbox where subject like '%talep özeti%'`);
await server.stop();
await db.end();
samples.sort((a, b) => a - b);
const at = (p) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))].toFixed(1);
console.log(
  `${idle ? '(idle: nothing due) ' : ''}${done} of ${companies} companies digested in ${seconds.toFixed(1)} s (server start included), ${mails} mails queued; ` +
    `/healthz p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${samples.at(-1).toFixed(1)} ms (${samples.length} samples)`,
);
