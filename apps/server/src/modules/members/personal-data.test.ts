// A member's personal data, registered per area (issue 48 item 4, docs/decisions/0053): the administrator's deletion
// forgets it in every table — a scan of every text column afterwards finds none of the member's e-mail, phones or
// names — while the other side of a thread keeps its own messages and nobody can push or mail the deleted member.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { traces as scan } from '../../../test/traces';
import { rawRows } from '../../db/client';
import { personalData } from '../../personal-data';
import { exportMember } from '../../platform/personal-data';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t?.close());

const who = {
  email: 'zeynep.oztoprak@ornekfirma.com.tr',
  name: 'Zeynep Öztoprak',
  company: 'Öztoprak Döküm Sanayi',
  phone: '5321239876',
  companyPhone: '2625554433',
  whatsapp: '5449871122',
  newEmail: 'zeynep.yeni@ornekfirma.com.tr',
  ip: '203.0.113.45',
};
const needles = [who.email, who.name, who.company, who.phone, who.companyPhone, who.whatsapp, who.newEmail, who.ip];

/** Every column of the schema that holds one of the needles (test/traces.ts). */
const traces = () => scan(t.db, needles);

/** A member with data in every table that can hold some of it, the way the site would have written it. */
async function memberWithEverything() {
  const cat = await f.category(t.db, 'Döküm');
  const part = await f.catalogProduct(t.db, cat.id, 'Pik Döküm Parça');
  const m = await f.manufacturer(t.db, part.id, { email: who.email, name: who.name, company: who.company });
  const other = await f.member(t.db, { name: 'Başka Alıcı' });
  await t.db.execute(
    sql`update members set phone = ${who.phone}, company_phone = ${who.companyPhone}, whatsapp = ${who.whatsapp},
          address = 'Gebze OSB', website = 'https://oztoprak.example', logo = 'logos/oz.png' where id = ${m.id}`,
  );
  const own = await f.request(t.db, m.id, part.id);
  const theirs = await f.request(t.db, other.id, part.id);
  const sent = await f.offer(t.db, theirs.id, m.id);
  // texts that stay for the other members, written with contact details and names in them (decision 0072)
  await t.db.execute(sql`update requests set origin_ip = ${who.ip},
      detail = ${`Döküm parça, detay için ${who.email} adresine yazın (${who.company})`} where id = ${own.id}`);
  await t.db.execute(sql`update offers set note = ${`Teslimat ${who.name}, tel 0${who.companyPhone}`}
      where id = ${sent.id}`);
  await f.session(t.db, m.id);
  const [thread] = await rawRows<{ id: number }>(
    t.db,
    sql`insert into conversations (request_id, buyer_id, supplier_id) values (${theirs.id}, ${other.id}, ${m.id})
        returning id`,
  );
  const [mine] = await rawRows<{ id: number }>(
    t.db,
    sql`insert into conversation_messages (conversation_id, sender_id, text)
        values (${thread.id}, ${m.id}, ${`Merhaba, ben ${who.name}, numaram ${who.phone}`}) returning id`,
  );
  await t.db.execute(sql`insert into conversation_messages (conversation_id, sender_id, text)
      values (${thread.id}, ${other.id}, 'Teşekkürler, teklifinizi inceliyoruz.')`);
  const [ticket] = await rawRows<{ id: number }>(
    t.db,
    sql`insert into support_tickets (member_id, subject) values (${m.id}, ${`${who.company} fatura`}) returning id`,
  );
  for (const statement of [
    sql`insert into activation_codes (member_id, code_hash, expires_at) values (${m.id}, 'x', now() + interval '1 hour')`,
    sql`insert into password_resets (member_id, token_hash, expires_at) values (${m.id}, 'y', now() + interval '1 hour')`,
    sql`insert into email_changes (member_id, new_email, token_hash, expires_at)
        values (${m.id}, ${who.newEmail}, 'z', now() + interval '1 hour')`,
    sql`insert into push_subscriptions (member_id, endpoint, p256dh, auth)
        values (${m.id}, 'https://fcm.googleapis.com/fcm/send/oz', 'k', 'a')`,
    sql`insert into notifications (member_id, kind, text) values (${m.id}, 'offer', ${`Sayın ${who.name}, yeni teklif`})`,
    sql`insert into outbox (channel, recipient, subject, body, kind, member_id)
        values ('mail', ${who.email}, 'Aktivasyon', ${`Merhaba ${who.name}`}, 'activation', null)`,
    sql`insert into outbox (channel, recipient, body, member_id) values ('sms', ${who.phone}, 'Yeni talep', ${m.id})`,
    sql`insert into member_events (member_id, kind, data) values (${m.id}, 'message', ${JSON.stringify({ n: who.name })})`,
    sql`insert into tasks (kind, payload, member_id) values ('web-push', ${JSON.stringify({ to: who.email })}, ${m.id})`,
    sql`insert into support_messages (ticket_id, body, from_member) values (${ticket.id}, ${`Tel: ${who.phone}`}, true)`,
    sql`insert into contact_messages (name, phone, email, message)
        values (${who.name}, ${who.phone}, ${who.email}, 'Paketler hakkında bilgi')`,
    sql`insert into newsletter_subscribers (email) values (${who.email})`,
    // a data request received by e-mail before it was linked to the member (issue 53 item 4)
    sql`insert into data_requests (kind, channel, requester_name, requester_email, note, received_at, due_at)
        values ('erisim', 'e-posta', ${who.name}, ${who.email}, ${`Tel: ${who.whatsapp}`}, now(),
          now() + interval '30 days')`,
    sql`insert into api_keys (member_id, name, prefix, secret_hash, scopes)
        values (${m.id}, ${`${who.company} ERP`}, 'a1b2c3d4', 'hash', '{requests:read}')`,
    sql`insert into conversation_complaints (message_id, member_id, reason)
        select id, ${m.id}, ${`${who.name} şikayet ediyor`} from conversation_messages where sender_id = ${other.id}`,
    sql`insert into private_file_drafts (member_id, storage_key, name, kind, size, created_at)
        values (${m.id}, 'attachments/taslak-oz', ${`${who.name} çizim.pdf`}, 'pdf', 10, now())`,
    sql`insert into attachments (owner, message_id, name, kind, size, storage_key, uploaded_by)
        values ('message', ${mine.id}, ${`${who.name} kartvizit.pdf`}, 'pdf', 10, 'files/oz-kart', ${m.id})`,
    sql`insert into attachments (owner, offer_id, name, kind, size, storage_key, uploaded_by)
        values ('offer', ${sent.id}, ${`${who.company} teklif.pdf`}, 'pdf', 10, 'files/oz-teklif', ${m.id})`,
    sql`insert into company_verifications (member_id, tax_number, tax_office, mersis_number, trade_registry_number)
        values (${m.id}, '4540536920', ${`${who.company} VD`}, '0123456789012345', '12345')`,
    sql`insert into verification_documents (member_id, kind, name, file_kind, size, storage_key)
        values (${m.id}, 'vergi_levhasi', ${`${who.company} vergi levhası.pdf`}, 'pdf', 10, 'verification/oz-levha')`,
    // a review of its offer, and its company's public answer (reputation)
    sql`insert into ratings (offer_id, score, comment, status) values (${sent.id}, 4, 'İyi iş', true)`,
    sql`insert into reviews (rating_id, company_id, answer, answered_at)
        select id, ${m.id}, ${`${who.company} olarak teşekkür ederiz`}, now() from ratings where offer_id = ${sent.id}`,
  ])
    await t.db.execute(statement);
  // a wrong password counts an attempt in the account's login throttle
  await t.post('/api/login', { mail: who.email, sifre: 'yanlis-sifre' });
  expect(await rawRows(t.db, sql`select 1 from login_throttles`)).toHaveLength(1);
  return { m, other, own, sent, thread, mine };
}

describe("a member's personal data", () => {
  let seeded: Awaited<ReturnType<typeof memberWithEverything>>;
  beforeAll(async () => {
    seeded = await memberWithEverything();
  });

  it("is exported by every area that holds some, keyed by area and without the account's secrets", async () => {
    const out = await exportMember(t.db, personalData, { id: seeded.m.id, email: who.email, phones: [who.phone] });
    expect(Object.keys(out)).toEqual(personalData.map((a) => a.area));
    const text = JSON.stringify(out);
    for (const held of [who.newEmail, who.whatsapp, 'Paketler hakkında bilgi', `Tel: ${who.phone}`, 'kartvizit.pdf'])
      expect(text).toContain(held);
    expect(text).toContain(`numaram ${who.phone}`);
    expect(text).not.toMatch(/token_hash|code_hash|secret_hash|password/);
  });

  it('is forgotten in every table when the administrator deletes the member; the other side keeps its messages, pseudonymised', async () => {
    const { m, own, sent, thread, mine } = seeded;
    expect((await traces()).length).toBeGreaterThan(15); // the scan sees what is there

    const res = await t.get(`/adn_api/uyeSil-${m.id}`, await t.asAdmin());
    expect(res.statusCode, res.body).toBe(200);

    expect(await traces()).toEqual([]);
    const [state] = await rawRows<Record<string, unknown>>(
      t.db,
      sql`select
          (select count(*)::int from push_subscriptions where member_id = ${m.id}) as push,
          (select count(*)::int from outbox) as outbox,
          (select count(*)::int from login_throttles) as throttles,
          (select closed_at is not null from conversations where id = ${thread.id}) as closed,
          (select text from conversation_messages where id = ${mine.id}) as mine,
          (select detail from requests where id = ${own.id}) as detail,
          (select note from offers where id = ${sent.id}) as note,
          (select requester_name from data_requests) as requester,
          (select count(*)::int from conversation_messages where conversation_id = ${thread.id}) as messages,
          (select finished from requests where id = ${own.id}) as finished,
          (select count(*)::int from offers where id = ${sent.id}) as offer`,
    );
    expect(state).toEqual({
      push: 0,
      outbox: 0,
      throttles: 0,
      closed: true,
      // kept for the other side, its contact details masked and its names replaced for good
      mine: 'Merhaba, ben Silinmiş Üye, numaram [gizlendi]',
      detail: 'Döküm parça, detay için [gizlendi] adresine yazın (Silinmiş Üye)',
      note: 'Teslimat Silinmiş Üye, tel [gizlendi]',
      requester: 'Silinmiş Üye',
      messages: 2,
      finished: true,
      offer: 1, // the buyer keeps the offer it received (decision 0011)
    });
  });
});
