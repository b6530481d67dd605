// Our answers against the framework's floor (issue 14), loopback only:
//   node bench/floor.mjs [embedded | postgres://…/db-server | postgres://…/kept-db] [seconds=10] [connections=50] [requests]
// (BENCH_KEEP=1 keeps the database it made; BENCH_ONLY=<regular expression> runs only the scenarios it matches;
// WORKERS=2 REDIS_URL=redis://… starts that many server processes; BENCH_ENCODING=identity asks for uncompressed
// answers, where every call asks as a browser does by default: Accept-Encoding: gzip, deflate, br)
// Starts the compiled server with the demo data (embedded PGlite, or a fresh database on the given PostgreSQL server,
// grown to the issue's size with `requests` requests when given: bench/dataset.mjs), and a bare Fastify process that
// answers, from memory, the very bytes our server answered for each scenario (compressed as they were, with the same
// Content-Encoding and Vary). For each scenario autocannon loads the bare route, then ours, in the same run; prints a
// markdown table of requests/s, our share of the floor, and p50/p99.
// The write scenarios (new requests, ticket replies, ratings, offers) run last. An offer takes a request of its own
// from the manufacturer's feed, a rating an opened offer of its own (on PostgreSQL only: they are read from the
// database): once those run out, the rest are refused (counted as non-2xx), as they should be.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { grow, searchFor } from './dataset.mjs';
import { deskOf50 } from './desk.mjs';
import { basic, json, loadOf, rawOf } from './measure.mjs';
import { realisticSearch } from './searches.mjs';
import { startServer } from './server.mjs';

// ── the bare route, in a process of its own (as our server has one) ─────────────────────────────────────────────
if (process.argv[2] === 'floor') {
  const { default: Fastify } = await import('fastify');
  let answer = { body: Buffer.alloc(0), headers: { 'content-type': 'application/json' } };
  process.on('message', (m) => {
    answer = { body: Buffer.from(m.body, 'base64'), headers: m.headers };
    process.send('ok');
  });
  const app = Fastify();
  app.all('/*', (_req, reply) => reply.headers(answer.headers).send(answer.body));
  await app.listen({ port: Number(process.argv[3]), host: '127.0.0.1' });
  process.send('ready');
} else {
  await main();
}

async function main() {
  const target = process.argv[2] ?? 'embedded';
  const seconds = Math.min(Number(process.argv[3] ?? 10), 60);
  const connections = Number(process.argv[4] ?? 50);
  const size = process.argv[5] && target !== 'embedded' ? Number(process.argv[5]) : undefined;
  const port = 3970;
  const floorPort = 3971;
  const base = `http://127.0.0.1:${port}`;
  let databaseUrl;
  let maintenance;
  // a database named in the address (one kept by BENCH_KEEP=1) is used as it is: not grown, not dropped
  const existing = target !== 'embedded' && new URL(target).pathname.length > 1;
  if (existing) databaseUrl = target;
  else if (target !== 'embedded') {
    maintenance = new pg.Client({ connectionString: `${target}/postgres` });
    await maintenance.connect();
    const name = `tedarik_floor_${process.pid}`;
    await maintenance.query(`create database ${name}`);
    databaseUrl = `${target}/${name}`;
  }
  const floor = fork(import.meta.filename, ['floor', String(floorPort)], { stdio: 'inherit' });
  const reply = () => new Promise((resolve) => floor.once('message', resolve));
  await reply();
  let server;
  try {
    server = await startServer(port, {
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      DEMO_DATA: 'on',
      ADMIN_PASSWORD: 'Demo1234',
      LOG_LEVEL: 'error',
      // WORKERS=n REDIS_URL=… measure the production start with n processes sharing the port
      ...(process.env.WORKERS && { WORKERS: process.env.WORKERS, REDIS_URL: process.env.REDIS_URL ?? '' }),
    });
    if (size && !existing) {
      const data = new pg.Client({ connectionString: databaseUrl });
      await data.connect();
      const t0 = Date.now();
      console.error(`growing the database to ${size} requests:`);
      try {
        await grow(data, { requests: size });
      } finally {
        await data.end();
      }
      console.error(`grown in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    }
    const get = async (url, headers = {}) => (await fetch(base + url, { headers })).json();
    const login = async (url, body) =>
      (await fetch(base + url, { method: 'POST', headers: json, body: JSON.stringify(body) })).json();
    const buyer = await login('/api/login', { mail: 'alici@ornek.com.tr', sifre: 'Demo1234' });
    const maker = await login('/api/login', { mail: 'imalatci@ornek.com.tr', sifre: 'Demo1234' });
    const boss = await login('/adn_api/login', { kad: 'admin', sifre: 'Demo1234' });
    const admin = basic(boss.kad, boss.token);
    const makerAuth = basic(maker.email, maker.token);
    // a bench company with matching rules (dataset.mjs: a whole sector, five provinces, 300 at least); none on demo data
    const ruled = await login('/api/login', { mail: 'bench20@firma.test', sifre: 'Demo1234' }).then((r) =>
      r.token ? r : undefined,
    );
    const [card] = (await get('/api/urunListesi?sayfa=1')).liste;
    // a company page, its reputation and reviews (issue 49 item 2): the card's company, on PostgreSQL the most reviewed
    let reviewed = card.firma.id;
    const publicList = await get('/api/imbtalepler?sayfa=1');
    const request = publicList.liste[0];

    const deep = Math.min(500, publicList.adet);
    const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    // tickets of the buyer's, replied to in turn: one member answers a ticket at a time (50 connections replying to
    // one ticket measured the wait for its row, not the server)
    const tickets = [];
    for (let i = 0; i < connections; i++)
      tickets.push(
        await (
          await fetch(`${base}/api/destekyeni`, {
            method: 'POST',
            headers: { ...basic(buyer.email, buyer.token), ...form },
            body: new URLSearchParams({ baslik: `Ölçüm ${i}`, detay: 'Ölçüm sırasında açılan destek talebi.' }),
          })
        ).json(),
      );
    let replies = 0;
    let searches = 1000; // the searches that ask for another each time: 'ışıl çelik 1000', 'Rulman 1001'…
    // requests a manufacturer can still offer on, with its credentials: each offer takes one. Embedded: the demo
    // manufacturer's feed. On PostgreSQL the demo manufacturer's five products have about a hundred requests even at
    // 1 M: the pairs are read from the database for the dataset's companies (bench/dataset.mjs), each given a session
    const offerable = [];
    for (let page = 1; page <= 200 && !databaseUrl; page++) {
      const feed = await get(`/api/uyetalelTeklifindex?sayfa=${page}`, makerAuth);
      offerable.push(...feed.liste.map((r) => ({ id: r.tlb.id, headers: makerAuth })));
      if (page >= feed.adet) break;
    }
    // opened offers on the demo buyer's requests, not rated yet (bench/dataset.mjs gives it one request in fifty, all
    // approved: about 19,600 at 1M): each rating takes one
    const rateable = [];
    let thread; // the newest of the demo buyer's 20,000 threads (bench/dataset.mjs), on PostgreSQL
    let desk; // a request of the demo buyer's with 50 offers in TL, USD and EUR (issue 37's comparison)
    if (databaseUrl) {
      const data = new pg.Client({ connectionString: databaseUrl });
      await data.connect();
      try {
        const open = await data.query(
          `select distinct m.id as member, m.email, r.id from members m
             join products p on p.member_id = m.id and p.active
             join requests r on r.catalog_product_id = p.catalog_product_id
           where m.email like 'bench%@firma.test' and r.approved and r.published and not r.finished
             and r.delivery_on >= current_date - 9 and r.member_id <> m.id
             and not exists (select from offers o where o.request_id = r.id and o.member_id = m.id)
           limit 20000`,
        );
        const tokens = new Map(open.rows.map((r) => [r.member, randomBytes(24).toString('hex')]));
        await data.query(
          `insert into sessions (token_hash, member_id, expires_at)
           select encode(sha256(convert_to(t, 'UTF8')), 'hex'), m, now() + interval '1 day'
           from unnest($1::int[], $2::text[]) as s(m, t)`,
          [[...tokens.keys()], [...tokens.values()]],
        );
        offerable.push(...open.rows.map((r) => ({ id: r.id, headers: basic(r.email, tokens.get(r.member)) })));
        const { rows } = await data.query(
          `select o.id, o.request_id from offers o join requests r on r.id = o.request_id
           join members m on m.id = r.member_id
           where m.email = 'alici@ornek.com.tr' and o.reviewed and not exists (select from ratings where offer_id = o.id)
           order by o.id limit 100000`,
        );
        rateable.push(...rows);
        desk = await deskOf50(data);
        reviewed =
          (
            await data.query(`select o.member_id id from ratings r join offers o on o.id = r.offer_id
              where r.status group by o.member_id order by count(*) desc limit 1`)
          ).rows[0]?.id ?? reviewed;
        thread = (
          await data.query(`select max(c.id) id from conversations c join members m on m.id = c.buyer_id
          where m.email = 'alici@ornek.com.tr'`)
        ).rows[0].id;
      } finally {
        await data.end();
      }
    }
    // the moderation workbench's queue (issue 49): a page further on, by the cursor the first hundred requests gave
    const queueCursor = (await get('/adn_api/v2/moderation/queue?kind=request&limit=100', admin)).nextCursor;
    const rating = (offer) => ({ puan: 4, yorum: 'Ölçüm puanı', id: offer?.id ?? 0, teklifid: offer?.request_id ?? 0 });
    const reviewedCompany = await get(`/api/firmadetay-${reviewed}`);
    const scenarios = [
      ['public request list, page 1', '/api/imbtalepler?sayfa=1'],
      [`public request list, page ${deep}`, `/api/imbtalepler?sayfa=${deep}`],
      ['requests of a category', `/api/imbtalepler-${request.kat.id}?sayfa=1`],
      ['product list', '/api/urunListesi?sayfa=1'],
      ['header search', '/api/urunAra?s=%C3%A7elik'],
      ['product search', '/api/urunListesi?sayfa=1&s=%C3%A7elik'],
      // the searches with a new text each time (issue 51): what buyers type, drawn from a realistic list (bench/
      // dataset.mjs realisticSearch: plurals, suffixed forms, two words either way, typos)
      ...[
        ['header search', '/api/urunAra?s='],
        ['header suggestions (v2)', '/api/v2/search/suggestions?s='],
        ['product search', '/api/urunListesi?sayfa=1&s='],
        ['public request search', '/api/imbtalepler?sayfa=1&s='],
      ].map(([name, path]) => [
        `${name}, another each time`,
        path + encodeURIComponent(realisticSearch(0)),
        undefined,
        undefined,
        (req) => ({ ...req, path: path + encodeURIComponent(realisticSearch(searches++)) }),
      ]),
      ['company page', `/api/firmadetay-${card.firma.id}`],
      // its figures over 12 months read from the job's table, its reviews by cursor, the page's HTML with both
      ['company reputation', `/api/v2/companies/${reviewed}/reputation`],
      ['company reviews', `/api/v2/companies/${reviewed}/reviews`],
      ['page: company (HTML)', `/firma-${reviewedCompany.firmalinq}-${reviewed}`],
      ['product page', `/api/firmaurundetay-${card.id}`],
      ['request detail', `/api/genelteklif-${request.tlb.id}`],
      ['home page', '/api/indexpage'],
      ['sitemap', '/sitemap.xml'],
      // the HTML of public pages, rendered on the server and cached until a write invalidates them
      ['page: home (HTML)', '/'],
      ['page: request list (HTML)', '/talepler'],
      ['page: request (HTML)', `/talep-detay-${request.tlb.id}`],
      // the manufacturers' landing page of a request's category in İstanbul (issue 52 item 1): its call and its HTML
      ['landing page companies', `/api/v2/manufacturers?category=${request.kat.link}&province=istanbul`],
      ['page: landing (HTML)', `/imalatcilar/${request.kat.link}/istanbul`],
      // members' reads of the public lists: cached apart from visitors' (the request lists show members more)
      ['public request list, as a member', '/api/imbtalepler?sayfa=1', basic(buyer.email, buyer.token)],
      [
        `public request list, page ${deep}, as a member`,
        `/api/imbtalepler?sayfa=${deep}`,
        basic(buyer.email, buyer.token),
      ],
      ['product list, as a member', '/api/urunListesi?sayfa=1', basic(buyer.email, buyer.token)],
      // about the member who asks: not cached, made for them from cached data (the request, who offered, their activation)
      ['request detail, as a member', `/api/genelteklif-${request.tlb.id}`, basic(buyer.email, buyer.token)],
      // a member's own lists, cached for that member until a write names it (decision 0032)
      ['offerable feed', '/api/uyetalelTeklifindex', makerAuth],
      ruled && ['feed with matching rules', '/api/uyetalelTeklifindex', basic(ruled.email, ruled.token)],
      ['my requests', '/api/talepListesi', basic(buyer.email, buyer.token)],
      ['my offers', '/api/teklifListesi', makerAuth],
      // the buyer's decision desk (issue 37): a request with 50 offers, compared in TL and downloaded as a workbook
      desk && ['owner request page, 50 offers', `/api/talepDetay-${desk}`, basic(buyer.email, buyer.token)],
      desk && ['comparison of 50 offers', `/api/v2/requests/${desk}/comparison`, basic(buyer.email, buyer.token)],
      desk && [
        'comparison of 50 offers, KDV included',
        `/api/v2/requests/${desk}/comparison?vat=included&sort=delivery`,
        basic(buyer.email, buyer.token),
      ],
      desk && [
        'comparison export (.xlsx), 50 offers',
        `/api/v2/requests/${desk}/comparison.xlsx`,
        basic(buyer.email, buyer.token),
      ],
      // conversations (issue 38): the demo buyer's 20,000 threads paged by cursor, its unread count, a thread
      thread && ['my conversations (20,000)', '/api/v2/conversations', basic(buyer.email, buyer.token)],
      thread && ['unread messages', '/api/v2/conversations/unread', basic(buyer.email, buyer.token)],
      thread && ['a thread’s messages', `/api/v2/conversations/${thread}/messages`, basic(buyer.email, buyer.token)],
      // the back-office's paged lists and searches are cached until a write invalidates them; a search is cached per
      // what it searches for, so the last two scenarios ask for another each time
      ['admin request list', '/adn_api/TumTalepListesi-1', admin],
      // the jobs screen (issue 48): the jobs' state and the failed mails among a million sent, newest first
      ['admin jobs', '/adn_api/v2/jobs', admin],
      ['admin failed mails', '/adn_api/v2/jobs/messages?status=failed', admin],
      // the audit log (issue 49): the newest page of a million rows, and one administrator's reads of a member
      ['admin audit log', '/adn_api/v2/audit', admin],
      ['admin audit log, a member', '/adn_api/v2/audit?targetType=members&targetId=4711', admin],
      // the moderation workbench (issue 49): every waiting kind in one queue by its wait, each page from the kinds'
      // partial indexes on their waiting rows, keyset by (wait, kind, id), its requests flagged (near copies, bursts)
      ['moderation queue, oldest first', '/adn_api/v2/moderation/queue', admin],
      ['moderation queue, newest first', '/adn_api/v2/moderation/queue?order=newest', admin],
      queueCursor && [
        'moderation queue, requests, a page on',
        `/adn_api/v2/moderation/queue?kind=request&cursor=${queueCursor}`,
        admin,
      ],
      // company verification (issue 49): the documents waiting for review, oldest first by cursor, and a later page
      ['admin verification queue', '/adn_api/v2/verification/queue', admin],
      ['admin verification queue, after id 200000', '/adn_api/v2/verification/queue?cursor=200000', admin],
      // bank transfer orders (issue 50): the list, waiting first, a later page, one status, and the summary
      ['admin orders', '/adn_api/v2/orders', admin],
      ['admin orders, confirmed after id 500000', '/adn_api/v2/orders?cursor=2-500000', admin],
      ['admin orders, receipts sent', '/adn_api/v2/orders?status=receipt_sent', admin],
      ['admin orders summary', '/adn_api/v2/orders/summary', admin],
      // quote credits (issue 50): the maker's balance, its ledger by cursor; a company's in the back-office
      ['member credits', '/api/v2/credits', makerAuth],
      ['member credit ledger', '/api/v2/credits/ledger', makerAuth],
      ['member credit ledger, after id 200000', '/api/v2/credits/ledger?cursor=200000', makerAuth],
      ['admin credits stats, 30 days', '/adn_api/v2/credits/stats?days=30', admin],
      // a member's spreadsheets (issue 52 item 5): its files of the last 7 days (the (member_id, id) index)
      ['member exports', '/api/v2/exports', makerAuth],
      // KVKK data requests (issue 53 item 4): open ones by deadline, closed ones newest first, a later page (keyset)
      ...['', '?state=closed', '?cursor=1790000000000-500000'].map((q) => [
        `admin data requests${q}`,
        `/adn_api/v2/data-requests${q}`,
        admin,
      ]),
      await (await import('./open-keys.mjs')).openFeedScenario(base, maker, databaseUrl), // the open API, by key
      ['admin member list', '/adn_api/uyeList-1', admin],
      ['admin member list, page 200', '/adn_api/uyeList-200', admin],
      ['admin member search', '/adn_api/uyeListAra', admin, { ara: 'ışıl çelik 4711' }],
      ['admin company search', '/adn_api/firmaListAra', admin, { ara: 'bench firma 77' }],
      ['admin request search', '/adn_api/tumTalepListesi', admin, { ara: searchFor(4711) }],
      ...[
        ['admin member search', '/adn_api/uyeListAra', (n) => `ışıl çelik ${n}`],
        ['admin company search', '/adn_api/firmaListAra', (n) => `firma bench ${n}`],
        // as the back-office's screen asks (a page of 100); the unpaged legacy call is the fixed-text scenario above
        ['admin request search', '/adn_api/tumTalepListesi?sayfa=1', realisticSearch],
      ].map(([name, path, text]) => [
        `${name}, another each time`,
        path,
        admin,
        { ara: text(0) },
        (req) => ({ ...req, body: JSON.stringify({ ara: text(searches++) }) }),
      ]),
      [
        'write: new request',
        '/api/talepOlustur',
        basic(buyer.email, buyer.token),
        {
          ktt: request.kat.id,
          urun: request.urun.id,
          adet: 10,
          tip: 'Adet',
          malzeme: '',
          tarih: later,
          detay: 'Ölçüm talebi',
        },
      ],
      [
        'write: ticket reply',
        `/api/destekyeniDetay-${tickets[0]}`,
        basic(buyer.email, buyer.token),
        { detay: 'Ölçüm yanıtı' },
        (req) => ({ ...req, path: `/api/destekyeniDetay-${tickets[replies++ % tickets.length]}` }),
      ],
      rateable.length > 1 && [
        'write: rating',
        '/api/talepyorumYap',
        basic(buyer.email, buyer.token),
        rating(rateable.shift()),
        (req) => ({ ...req, body: JSON.stringify(rating(rateable.pop())) }),
      ],
      offerable.length > 1 && [
        'write: offer',
        `/api/genelteklifolustur-${offerable[0].id}`,
        offerable.shift().headers,
        { tarih: later, detay: 'Ölçüm teklifi', fiyat: '125.5', parabirimi: 'TL' },
        // each offer on a request of its own, while there are some left
        (req) => {
          const next = offerable.pop();
          return next
            ? { ...req, path: `/api/genelteklifolustur-${next.id}`, headers: { ...req.headers, ...next.headers } }
            : req;
        },
      ],
    ];
    const load = loadOf(connections, seconds);
    const raw = rawOf(base);
    const rows = [];
    const only = new RegExp(process.env.BENCH_ONLY ?? '');
    const encoding = process.env.BENCH_ENCODING ?? 'gzip, deflate, br';
    // a scenario that overloads the server leaves it shedding calls (503) for a moment after it (platform/pressure.ts;
    // its calls shed are counted in its non-2xx): the next one starts once /readyz says the server is ready again
    const settled = async () => {
      for (let i = 0; i < 150 && (await fetch(`${base}/readyz`)).status !== 200; i++)
        await new Promise((r) => setTimeout(r, 200));
    };
    for (const [name, url, credentials = {}, sent, setupRequest] of scenarios.filter((s) => s && only.test(s[0]))) {
      await settled();
      const headers = { ...credentials, 'accept-encoding': encoding };
      const init = sent
        ? { method: 'POST', headers: { ...headers, ...json }, body: JSON.stringify(sent) }
        : { headers };
      const res = await raw(url, init);
      if (res.status !== 200) throw new Error(`${name}: ${url} answered ${res.status}`);
      const { body } = res;
      const same = ['content-type', 'content-encoding', 'vary'].filter((h) => res.headers[h] !== undefined);
      floor.send({ body: body.toString('base64'), headers: Object.fromEntries(same.map((h) => [h, res.headers[h]])) });
      await reply();
      const bare = await load(`http://127.0.0.1:${floorPort}${url}`, headers, sent);
      const ours = await load(base + url, headers, sent, setupRequest);
      rows.push(
        `| ${name} | ${(body.length / 1024).toFixed(1)} | ${bare.rps.toFixed(0)} | ${ours.rps.toFixed(0)} | ` +
          `${((100 * ours.rps) / bare.rps).toFixed(1)} % | ${ours.p50} | ${ours.p99} | ${ours.bad} |`,
      );
      console.error(rows.at(-1));
    }
    console.log(
      [
        `\n### Against the bare route: ${target === 'embedded' ? 'embedded PGlite' : 'PostgreSQL'}, ${size ? `${size} requests (bench/dataset.mjs)` : existing ? 'the database given' : 'demo data'}, ` +
          `${connections} connections, ${seconds} s each, Accept-Encoding: ${encoding}; ${cpus().length} cores, load average ${loadavg()
            .map((l) => l.toFixed(2))
            .join(' ')}\n`,
        '| scenario | KB sent | bare req/s | ours req/s | share | p50 ms | p99 ms | non-2xx/errors |',
        '|---|---|---|---|---|---|---|---|',
        ...rows,
      ].join('\n'),
    );
  } finally {
    floor.kill();
    await server?.stop();
    // BENCH_KEEP=1 keeps the database, for EXPLAIN (ANALYZE) afterwards
    if (maintenance && process.env.BENCH_KEEP) console.error(`kept: ${databaseUrl}`);
    else if (maintenance)
      await maintenance.query(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
    await maintenance?.end();
  }
}
