// The marketplace at size (issue 14), added with generate_series to a PostgreSQL database that has the demo data:
// `requests` requests in every state with three offers each (four for three in ten: 2.96 M offers at a million), one
// in fifty of them the demo buyer's (alici@ornek.com.tr, whose opened offers the benchmark rates), and, whatever
// `requests`, a 3-level tree of 2,000 categories with 100,000 catalog products, 10,000 companies with running
// packages, 200,000 products with 600,000 images, 100,000 members in all, 20,000 ratings and 50,000 support tickets of
// two messages. Reproducible: every value follows from the row's number (no random()), so two runs build the same
// data. Bench members log in like the demo ones (their password hash is the demo buyer's): bench1@firma.test … a
// company, uye1@bench.test … a buyer.

/** The catalog's materials and kinds of product, each with its search key (as @tedarik/contract's fold gives it). */
export const MATERIALS = [
  ['Paslanmaz Çelik', 'paslanmaz celik'],
  ['Galvaniz', 'galvaniz'],
  ['Alüminyum', 'aluminyum'],
  ['Pirinç', 'pirinc'],
  ['Bakır', 'bakir'],
  ['Döküm', 'dokum'],
  ['PVC', 'pvc'],
  ['Polietilen', 'polietilen'],
  ['Kauçuk', 'kaucuk'],
  ['Ahşap', 'ahsap'],
  ['Cam', 'cam'],
  ['Karbon Çelik', 'karbon celik'],
];
export const KINDS = [
  ['Boru', 'boru'],
  ['Sac', 'sac'],
  ['Profil', 'profil'],
  ['Vida', 'vida'],
  ['Somun', 'somun'],
  ['Rulman', 'rulman'],
  ['Conta', 'conta'],
  ['Flanş', 'flans'],
  ['Vana', 'vana'],
  ['Kablo', 'kablo'],
  ['Pompa', 'pompa'],
  ['Motor', 'motor'],
  ['Dişli', 'disli'],
  ['Kasa', 'kasa'],
  ['Kapak', 'kapak'],
  ['Levha', 'levha'],
  ['Tel', 'tel'],
  ['Zincir', 'zincir'],
  ['Yay', 'yay'],
  ['Filtre', 'filtre'],
  ['Hortum', 'hortum'],
  ['Raf', 'raf'],
  ['Palet', 'palet'],
  ['Kalıp', 'kalip'],
  ['Mil', 'mil'],
];
/** What a buyer types to find the catalog product of row number `g`: its kind and number ('Zincir 4711'). */
export const searchFor = (g) => `${KINDS[Math.floor(g / MATERIALS.length) % KINDS.length][0]} ${g}`;
/** an SQL array of the words' names (0) or search keys (1) */
const sqlArray = (words, i) => `array[${words.map((w) => `'${w[i]}'`).join(', ')}]`;

/** @param {import('pg').Client} db @param {{ requests: number, log?: (line: string) => void }} size */
export async function grow(db, { requests, log = console.error }) {
  const step = async (what, statement) => {
    const t0 = performance.now();
    const { rowCount } = await db.query(statement);
    log(`  ${what}: ${rowCount} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
  // 20 sectors × 10 groups × 9 kinds = 1,800 leaves under 220 inner nodes: 2,020 categories
  await step(
    'categories',
    `with sectors as (
       insert into categories (name, slug, sort, search)
       select 'Bench Sektör ' || s, 'bench-sektor-' || s, 100 + s, 'bench sektor ' || s from generate_series(1, 20) s
       returning id, sort - 100 s),
     groups as (
       insert into categories (name, slug, parent_id, sort, search)
       select 'Bench Grup ' || s || '-' || g, 'bench-grup-' || s || '-' || g, sectors.id, g, 'bench grup ' || s || ' ' || g
       from sectors, generate_series(1, 10) g
       returning id, parent_id, sort g)
     insert into categories (name, slug, parent_id, sort, search)
     select 'Bench Tür ' || groups.id || '-' || k, 'bench-tur-' || groups.id || '-' || k, groups.id, k,
            'bench tur ' || groups.id || ' ' || k
     from groups, generate_series(1, 9) k`,
  );
  // named as a catalog's products are, a material and a kind ('Paslanmaz Çelik Boru 1234'), so a search's trigrams
  // find what they would in a real catalog: one name in 300 is a 'Galvaniz Sac', not every name a 'Katalog Ürünü'
  // (decision 0028).
  await step(
    'catalog products',
    `with leaves as (select array_agg(id order by id) a from categories c
                     where slug like 'bench-tur-%'),
          words as (select ${sqlArray(MATERIALS, 0)} m, ${sqlArray(MATERIALS, 1)} mf,
                           ${sqlArray(KINDS, 0)} k, ${sqlArray(KINDS, 1)} kf)
     insert into catalog_products (category_id, name, slug, active, search)
     select leaves.a[1 + g % array_length(leaves.a, 1)], m[i] || ' ' || k[j] || ' ' || g,
            'bench-' || replace(mf[i], ' ', '-') || '-' || kf[j] || '-' || g, g % 50 <> 0,
            mf[i] || ' ' || kf[j] || ' ' || g
     from generate_series(1, 100000) g, leaves, words,
          lateral (select 1 + g % ${MATERIALS.length} i, 1 + g / ${MATERIALS.length} % ${KINDS.length} j) w`,
  );
  // companies with a running package, each like the demo manufacturer (its password hash, its sector and city)
  await step(
    'companies',
    `insert into members (email, password_hash, company_name, full_name, phone, sector_id, city_id, slug, is_company,
                          activated_at, search, description, created_at)
     select 'bench' || g || '@firma.test', m.password_hash, 'Bench Firma ' || g, 'Bench Yetkili ' || g, m.phone,
            m.sector_id, m.city_id, 'bench-firma-' || g, true, now(), 'bench firma ' || g, m.description,
            now() - make_interval(mins => g)
     from generate_series(1, 10000) g, (select * from members where email = 'imalatci@ornek.com.tr') m`,
  );
  await step(
    'buyers',
    `insert into members (email, password_hash, company_name, full_name, phone, city_id, slug, activated_at, search,
                          created_at)
     select 'uye' || g || '@bench.test', m.password_hash, 'Alıcı Ticaret ' || g, n.ad || ' ' || g, m.phone, m.city_id,
            'alici-ticaret-' || g, now(), 'alici ticaret ' || g || ' ' || n.katlanmis || ' ' || g || ' uye' || g || '@bench.test',
            now() - make_interval(mins => g)
     from generate_series(1, 90000) g
     cross join (select * from members where email = 'alici@ornek.com.tr') m
     cross join lateral (select (array['Ayşe Yılmaz','Mehmet Öztürk','Işıl Çelik','Gökhan Şahin'])[1 + g % 4] ad,
       (array['ayse yilmaz','mehmet ozturk','isil celik','gokhan sahin'])[1 + g % 4] katlanmis) n`,
  );
  await step(
    'packages',
    `insert into package_subscriptions (member_id, package_id, months, price, status, starts_on, ends_on)
     select m.id, (select min(id) from package_definitions), 3, 100, true, current_date - 10, current_date + 80
     from members m where m.email like 'bench%@firma.test'`,
  );
  await step(
    'products',
    `with companies as (select array_agg(id order by id) a from members where email like 'bench%@firma.test'),
          catalog as (select array_agg(id order by id) a from catalog_products where active)
     insert into products (member_id, catalog_product_id, name, detail, active, created_at)
     select companies.a[1 + g % array_length(companies.a, 1)], catalog.a[1 + (g * 13) % array_length(catalog.a, 1)],
            'Bench ürün ' || g, 'Bench ürün ayrıntısı ' || g, g % 20 <> 0, now() - make_interval(mins => g)
     from generate_series(1, 200000) g, companies, catalog`,
  );
  await step(
    'product images',
    `insert into product_images (product_id, slot, path, sort)
     select p.id, k, (select path from product_images order by id limit 1), k
     from products p, generate_series(1, 3) k where p.name like 'Bench ürün %'`,
  );
  // matching rules (issue 50 item 2, decision 0061): buyers spread over the 81 provinces, and one company in twenty
  // with rules: one in four of them a whole sector (some 5,000 catalog products), the others a group (about 500);
  // every other one five provinces only and a minimum of 300 (bench20@firma.test: a sector, five provinces)
  await step('buyer provinces', `update members set city_id = 1 + id % 81 where email like 'uye%@bench.test'`);
  await step(
    'matching preferences',
    `insert into match_preferences (member_id, all_provinces, min_quantity, frequency, by_mail, by_sms)
     select m.id, g % 40 <> 20, case when g % 40 = 20 then 300 else 0 end,
            (array['instant', 'daily', 'weekly'])[1 + g % 3], true, g % 3 = 0
     from generate_series(20, 10000, 20) g join members m on m.email = 'bench' || g || '@firma.test'`,
  );
  await step(
    'matching categories',
    `with sectors as (select array_agg(id order by id) a from categories where slug like 'bench-sektor-%'),
          groups as (select array_agg(id order by id) a from categories where slug like 'bench-grup-%')
     insert into match_chosen_categories (member_id, category_id)
     select p.member_id, case when p.member_id % 4 = 0 or g.email = 'bench20@firma.test'
                              then sectors.a[1 + p.member_id % 20] else groups.a[1 + p.member_id % 200] end
     from match_preferences p join members g on g.id = p.member_id, sectors, groups`,
  );
  await step(
    'matching provinces',
    `insert into match_provinces (member_id, city_id)
     select p.member_id, c from match_preferences p, unnest(array[34, 6, 35, 16, 41]) c where not p.all_provinces`,
  );
  await step(
    'matching rules materialised',
    `select match_products_refresh(array_agg(member_id)) from match_preferences`,
  );
  // approved and open mostly; some pending (null), rejected, unpublished, finished, past their date. The demo buyer's
  // (g % 50 = 5) are all approved, so that about 20,000 of its offers are opened for the benchmark to rate (g % 50 = 0
  // left half of them pending: ratings ran out within a 5 s run at 2,000 a second)
  await step(
    'requests',
    `with buyers as (select array_agg(id order by id) a from members where not is_company),
          demo as (select id from members where email = 'alici@ornek.com.tr'),
          products as (select array_agg(id order by id) a from catalog_products where active)
     insert into requests (member_id, catalog_product_id, quantity, unit, detail, delivery_on, approved, published,
                           finished, created_at)
     select case when g % 50 = 5 then demo.id else buyers.a[1 + g % array_length(buyers.a, 1)] end,
            products.a[1 + (g * 7) % array_length(products.a, 1)],
            100 + g % 900, (array['Adet','Takım','Metre','Kilo'])[1 + g % 4], 'Bench talebi ' || g,
            current_date + (g % 60) - 15, case when g % 20 = 0 then null else g % 25 <> 1 end, g % 30 <> 2,
            g % 40 = 3, now() - make_interval(secs => g * 30)
     from generate_series(1, ${Number(requests)}) g, buyers, demo, products`,
  );
  await step(
    'offers',
    `with companies as (select array_agg(id order by id) a from members where is_company)
     insert into offers (request_id, member_id, price, delivery_on, reviewed, created_at)
     select r.id, companies.a[1 + (r.id * 3 + k) % array_length(companies.a, 1)], 1000 + k, current_date + 20, k = 0,
            r.created_at + make_interval(hours => k + 1)
     from requests r, generate_series(0, 3) k, companies
     where r.approved and r.detail like 'Bench talebi %' and (k < 3 or r.id % 10 < 3)
       and r.member_id <> companies.a[1 + (r.id * 3 + k) % array_length(companies.a, 1)]
     on conflict do nothing`,
  );
  await step(
    'request counters',
    `update requests r set offer_count = c.n, unreviewed_count = c.u
     from (select request_id, count(*)::int n, (count(*) filter (where not reviewed))::int u
           from offers group by request_id) c
     where c.request_id = r.id`,
  );
  await step(
    'ratings',
    `insert into ratings (offer_id, score, comment, status, created_at)
     select o.id, 1 + o.id % 5, 'Bench değerlendirmesi ' || o.id,
            case when o.id % 4 = 0 then null else o.id % 7 <> 0 end, o.created_at + interval '1 day'
     from offers o where o.reviewed and not exists (select from ratings where offer_id = o.id)
     order by o.id limit 20000`,
  );
  // reviews (issue 49 item 2): every other active rating with its sub-scores and 'Satın aldım', a third answered
  await step(
    'reviews',
    `insert into reviews (rating_id, company_id, price, quality, delivery, communication, purchased, answer, answered_at)
     select r.id, o.member_id, 1 + r.id % 5, 1 + (r.id / 5) % 5, 1 + (r.id / 25) % 5, 1 + (r.id / 125) % 5,
            r.id % 3 <> 0, case when r.id % 3 = 1 then 'Bench firma yanıtı ' || r.id end,
            case when r.id % 3 = 1 then r.created_at + interval '1 day' end
     from ratings r join offers o on o.id = r.offer_id where r.status and r.id % 2 = 0`,
  );
  // the matching requests' bells, as approvals write them: each offering company's, and one company's that did not
  await step(
    'match bells',
    `with companies as (select array_agg(id order by id) a from members where is_company)
     insert into notifications (member_id, kind, text, link, request_id, read_at, created_at)
     select m, 'request_match', 'Bench firması yeni bir talep oluşturdu.', '/talep-detay-' || r.id, r.id, r.created_at,
            r.created_at
     from requests r, companies,
          lateral (select o.member_id m from offers o where o.request_id = r.id
                   union select companies.a[1 + (r.id * 3 + 4) % array_length(companies.a, 1)]) c
     where r.approved and r.detail like 'Bench talebi %' and c.m <> r.member_id
     on conflict do nothing`,
  );
  // the reputation job's table as its hourly run leaves it (modules/reputation/service.ts computes it; here the same
  // shape of numbers, so that the company page reads a row per company, as in production)
  await step(
    'company reputations',
    `with o as (select member_id, count(*)::int n, (count(*) filter (where reviewed))::int accepted from offers
                group by member_id),
          r as (select y.member_id, count(*)::int n, avg(x.score) average from ratings x
                join offers y on y.id = x.offer_id where x.status group by y.member_id)
     insert into company_reputations (company_id, matching, offered, median_minutes, offers, accepted, ratings, average,
                                      reviews, price, quality, delivery, communication, computed_at)
     select o.member_id, o.n + o.n / 3, o.n, 60 + o.member_id % 600, o.n, o.accepted, coalesce(r.n, 0), r.average,
            coalesce(r.n, 0) / 2, 3.5, 4.1, 3.8, 4.4, now()
     from o left join r on r.member_id = o.member_id
     on conflict (company_id) do nothing`,
  );
  await step(
    'support tickets',
    `insert into support_tickets (member_id, subject, answered, waiting, created_at)
     select m.a[1 + g % array_length(m.a, 1)], 'Bench destek talebi ' || g, g % 2 = 0, g % 2 = 1,
            now() - make_interval(mins => g)
     from generate_series(1, 50000) g, (select array_agg(id order by id) a from members where deleted_at is null) m`,
  );
  await step(
    'support messages',
    `insert into support_messages (ticket_id, body, from_member, created_at)
     select t.id, case when k = 0 then 'Bench sorusu ' || t.id else 'Bench yanıtı ' || t.id end, k = 0,
            t.created_at + make_interval(mins => k)
     from support_tickets t, generate_series(0, 1) k
     where t.subject like 'Bench destek talebi %' and (k = 0 or t.answered)
     order by t.id, k`,
  );
  await conversationsAtSize(step);
  // the outbox as a year of mail leaves it (issue 48): a million sent, a thousand failed, for the jobs screen's lists
  await step(
    'outbox',
    `insert into outbox (channel, recipient, subject, body, status, attempts, last_error, sent_at, created_at)
     select case when g % 5 = 0 then 'sms' else 'mail' end, 'bench' || g || '@ornek.com', 'Bench bildirimi ' || g, '',
            case when g % 1000 = 0 then 'failed' else 'sent' end, case when g % 1000 = 0 then 5 else 1 end,
            case when g % 1000 = 0 then 'SMTP 550 bench' end, now() - make_interval(secs => g),
            now() - make_interval(secs => g)
     from generate_series(1, 1000000) g`,
  );
  // the audit log as a year of back-office work leaves it (issue 49): a million rows by the first administrator, about
  // members, requests and conversations, for the audit screen's list and its searches; oldest first, as a log's ids
  // are drawn (its search turns days into ids)
  await step(
    'admin audits',
    `insert into admin_audits (admin_id, action, target_type, target_id, after, status, at)
     select (select min(id) from admins),
            case g % 3 when 0 then 'POST /adn_api/uyeTalepGuncelle-:id' when 1 then 'GET /adn_api/uyeDetay-:id'
              else 'GET /adn_api/v2/conversations/:id' end,
            case g % 3 when 0 then 'requests' when 1 then 'members' else 'conversations' end,
            1 + g % 50000, case when g % 3 = 0 then '{"onay":"1"}'::jsonb end, 200,
            now() - make_interval(secs => (1000001 - g) * 30)
     from generate_series(1, 1000000) g`,
  );
  // company verification (issue 49): the three documents of every company, one in fifty waiting for review
  await step(
    'verification documents',
    `insert into verification_documents (member_id, kind, status, name, file_kind, size, storage_key, created_at)
     select m.id, k.kind, case when (m.id + k.n) % 50 = 0 then 'pending' else 'approved' end, 'belge.pdf', 'pdf', 1000,
            'verification/bench-' || m.id || '-' || k.n, now() - make_interval(mins => m.id)
     from members m cross join (values (1, 'vergi_levhasi'), (2, 'ticaret_sicil_gazetesi'), (3, 'imza_sirkuleri')) k(n, kind)
     where m.is_company`,
  );
  // bank transfer orders (issue 50): a million top-up orders of the companies, one in a hundred waiting for a transfer
  // and one in two hundred with a receipt waiting for the administrator, the rest confirmed over two years
  await step(
    'orders',
    `with companies as (select array_agg(id order by id) a from members where email like 'bench%@firma.test')
     insert into orders (code, member_id, kind, pack_id, title, credits, net, kdv, total, status, decided_at, created_at)
     select 'B' || lpad(to_hex(g), 9, '0'), companies.a[1 + g % array_length(companies.a, 1)], 'top_up', 1,
            'Ek 50 Teklif', 50, 500, 100, 600,
            case when g % 100 = 0 then 'waiting' when g % 200 = 1 then 'receipt_sent' else 'confirmed' end,
            case when g % 100 = 0 or g % 200 = 1 then null else now() - make_interval(mins => g) end,
            now() - make_interval(mins => g)
     from generate_series(1, 1000000) g, companies`,
  );
  // quote credits (issue 50): a ledger of about a million entries, as a year of limited packages leaves it: a spend
  // for every fourth offer (the demo manufacturer's one in fifty of them: its ledger, about 15,000 entries, pages far
  // back), each company's monthly grant and expiry, top-ups of confirmed orders, corrections, and the refunds the
  // hourly job has written (every unopened offer's on a removed request, or on a finished or stopped one after 14
  // days), so that none is due when the server starts; the refund job's queue holds the closed requests whose spends
  // wait for their 14 days (as the requests' trigger leaves it). Ordered by time: the ids follow the days.
  await step(
    'credit entries',
    `with companies as (select id from members where email like 'bench%@firma.test'),
          maker as (select id from members where email = 'imalatci@ornek.com.tr'),
          spends as materialized (
            select case when o.id % 200 = 4 then maker.id else o.member_id end as member_id, o.id, o.request_id,
                   o.created_at, r.approved and (r.finished or not r.published) and not o.reviewed
                     and o.created_at > now() - interval '14 days' as waits,
                   case when o.reviewed then null when not r.approved then 'removed'
                        when o.created_at > now() - interval '14 days' then null
                        when r.finished then 'finished' when not r.published then 'stopped' end as due
            from offers o join requests r on r.id = o.request_id, maker where o.id % 4 = 0),
          months as (select m, date_trunc('month', now() at time zone 'Europe/Istanbul' - make_interval(months => m)) d
                     from generate_series(0, 11) m),
          queued as (insert into credit_refund_checks (request_id) select distinct request_id from spends where waits)
     insert into credit_entries (member_id, kind, bucket, amount, offer_id, request_id, order_id, period, reason,
                                 created_at)
     select * from (
       select member_id, 'spend', 'monthly', -1, id, request_id, null::int, null::date, '', created_at from spends
       union all
       select member_id, 'refund', 'top_up', 1, id, request_id, null, null, due,
              least(now(), created_at + interval '14 days')
       from spends where due is not null
       union all
       select c.id, 'grant', 'monthly', 50, null, null, null, months.d::date, '', months.d at time zone 'Europe/Istanbul'
       from companies c, months
       union all
       select c.id, 'expiry', 'monthly', -(1 + c.id % 50), null, null, null, months.d::date, '',
              (months.d + interval '1 month') at time zone 'Europe/Istanbul'
       from companies c, months where months.m > 0
       union all
       select member_id, 'top_up', 'top_up', credits, null, null, id, null, '', decided_at from orders
       where status = 'confirmed' and id % 97 = 0
       union all
       select c.id, 'correction', 'top_up', 5, null, null, null, null, 'Bench düzeltmesi',
              now() - make_interval(days => c.id % 300)
       from companies c where c.id % 10 = 0
     ) e order by 10`,
  );
  // as a live database's autovacuum would have it: the visibility map set (index-only scans) and statistics fresh
  await step('vacuum, analyze', 'vacuum analyze');
}

/**
 * Conversations at size (issue 38): a thread on each bench request that has an accepted-first offer, between the
 * request's owner and that supplier, with a question and an answer (about 900,000 threads and 1.8 M messages at a
 * million requests; the demo buyer's some 18,000), one in ten left unread by the buyer (and mailed in its digest).
 * @param {(what: string, statement: string) => Promise<void>} step
 */
export async function conversationsAtSize(step) {
  await step(
    'conversations',
    `insert into conversations (request_id, buyer_id, supplier_id, created_at)
     select r.id, r.member_id, o.member_id, o.created_at
     from requests r join offers o on o.request_id = r.id and o.reviewed
     where r.detail like 'Bench talebi %'
     on conflict do nothing`,
  );
  await step(
    'conversation messages',
    `insert into conversation_messages (conversation_id, sender_id, text, created_at)
     select c.id, case when k = 0 then c.supplier_id else c.buyer_id end,
            case when k = 0 then 'Teslim yeri neresi? Numune gönderebiliriz, 0532 123 45 67 arayın.'
                 else 'Teslim fabrikamıza, Gebze. Numune için teşekkürler.' end,
            c.created_at + make_interval(mins => k)
     from conversations c, generate_series(0, 1) k
     order by c.id, k`,
  );
  await step(
    'conversation read state',
    // the unread ones mailed long ago (the unread digest's pointer at the last message), as a year of digests leaves
    // them: otherwise every start of a bench server mails thousands of them while it is measured
    `update conversations c set last_message_id = m.last, buyer_unread = case when c.id % 10 = 0 then 1 else 0 end,
       buyer_digested_id = m.last
     from (select conversation_id, max(id) last from conversation_messages group by conversation_id) m
     where m.conversation_id = c.id`,
  );
}
