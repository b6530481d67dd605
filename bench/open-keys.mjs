// The open API's keys for bench/floor.mjs (issue 52 item 3, decision 0065). A key makes 120 calls a minute, so a
// scenario of the open API goes round many keys: on PostgreSQL one per bench company, written with known secrets (as
// the bench writes sessions); embedded, the manufacturer's ten, made by its member call (past their calls, 429s).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { basic, json } from './measure.mjs';

/** Keys of the bench's companies (up to 5,000), written straight to the database: their `Authorization` headers. */
async function openKeysOf(databaseUrl) {
  const data = new pg.Client({ connectionString: databaseUrl });
  await data.connect();
  try {
    const { rows } = await data.query(
      `select id from members where email like 'bench%@firma.test' and is_company order by id limit 5000`,
    );
    return await writeKeys(
      data,
      rows.map((r) => r.id),
    );
  } finally {
    await data.end();
  }
}

async function writeKeys(data, memberIds) {
  const keyed = memberIds
    .slice(0, 5000)
    .map((m) => [m, randomBytes(4).toString('hex'), randomBytes(32).toString('base64url')]);
  await data.query(
    `insert into api_keys (member_id, name, prefix, secret_hash, scopes)
     select m, 'Ölçüm', p, encode(sha256(convert_to(s, 'UTF8')), 'hex'), '{requests:read,offers:write}'
     from unnest($1::int[], $2::text[], $3::text[]) as k(m, p, s) on conflict do nothing`,
    [keyed.map((k) => k[0]), keyed.map((k) => k[1]), keyed.map((k) => k[2])],
  );
  return keyed.map(([, prefix, secret]) => `Bearer tdk_${prefix}_${secret}`);
}

/** The member's ten keys, made through its call (`POST /api/v2/api-keys`). */
async function openKeysByCall(base, member) {
  const keys = [];
  for (let i = 0; i < 10; i++) {
    const made = await fetch(`${base}/api/v2/api-keys`, {
      method: 'POST',
      headers: { ...basic(member.email, member.token), ...json },
      body: JSON.stringify({ name: `Ölçüm ${i}`, scopes: ['requests:read'] }),
    });
    if (made.ok) keys.push(`Bearer ${(await made.json()).secret}`);
  }
  return keys;
}

/**
 * The scenario of a company's matching requests by key, newest first by cursor: its first call with the first key,
 * its load with each key in turn (autocannon's setupRequest). Embedded, the manufacturer's keys made first.
 */
export async function openFeedScenario(base, maker, databaseUrl) {
  const keys = databaseUrl ? await openKeysOf(databaseUrl) : [];
  const all = keys.length > 0 ? keys : await openKeysByCall(base, maker);
  if (all.length === 0) return null;
  let turn = 0;
  const next = (req) => ({ ...req, headers: { ...req.headers, authorization: all[turn++ % all.length] } });
  return ['open API: matching requests', '/api/v2/open/requests', { authorization: all[0] }, undefined, next];
}
