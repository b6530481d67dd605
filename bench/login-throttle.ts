// What an attacker gets against one account under the per-account login throttle (issue 35, decision 0008):
// password checks per hour, the attacker guessing from a new address each time (so the per-address limit never bites)
// and trying again the moment each wait ends. The server runs in this process on an in-memory PGlite with an injected
// clock: a checked guess moves the clock by the time it really took on this machine, a refused one to the wait's end.
// For comparison, the same server's rate of wrong-password answers when nothing throttles per account (every guess
// at a login of its own), on as many guessers as the machine has cores.
//
//   node --import tsx bench/login-throttle.ts [hours=3]
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/client';
import { loginThrottles } from '../apps/server/src/db/schema/accounts';
import { members } from '../apps/server/src/db/schema/members';
import { seedBase } from '../apps/server/src/demo/base';
import { loginKey } from '../apps/server/src/modules/accounts/login-throttle';
import { hashPassword } from '../apps/server/src/platform/crypto';
import { startOutboxWorker } from '../apps/server/src/platform/outbox';
import { secretBox } from '../apps/server/src/platform/secrets';
import { diskStorage } from '../apps/server/src/platform/storage';

const hours = Number(process.argv[2] ?? 3);
const HOUR = 3_600_000;
let now = Date.parse('2026-11-27T09:00:00Z');
const clock = { now: () => new Date(now) };

const database = await openDatabase({});
await database.migrate();
const { db } = database;
await seedBase(db); // countries and cities
const victim = 'hedef@ornek.com';
await db.insert(members).values({
  email: victim,
  passwordHash: await hashPassword('Dogru-Sifre-2026'),
  companyName: 'Hedef Firma',
  fullName: 'Hedef Kişi',
  slug: 'hedef-firma',
  search: 'hedef',
});
const worker = startOutboxWorker(
  db,
  { mail: async () => undefined, sms: async () => undefined },
  pino({ level: 'silent' }),
  {
    autoStart: false,
  },
);
const app = await buildApp({
  db,
  storage: diskStorage('/tmp/tedarik-login-throttle'),
  outbox: worker,
  publicUrl: 'http://localhost:3000',
  version: 'bench',
  secrets: secretBox('bench-secret-key-0123456789'),
  clock,
});

let address = 0;
const guess = (mail: string, n: number) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { mail, sifre: `tahmin-${n}` },
    remoteAddress: `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
  });

// 1. the throttled account, guessed without pause for `hours` hours of the clock
const start = now;
const checked = Array.from({ length: hours }, () => 0);
let refused = 0;
let checkMs = 0;
for (let n = 0; now - start < hours * HOUR; n++) {
  const t0 = performance.now();
  const res = await guess(victim, n);
  const took = performance.now() - t0;
  if (res.statusCode === 400) {
    checked[Math.floor((now - start) / HOUR)]++;
    checkMs += took;
    now += Math.ceil(took);
  } else if (res.statusCode === 429) {
    refused++;
    const [row] = await db
      .select({ until: loginThrottles.blockedUntil })
      .from(loginThrottles)
      .where(eq(loginThrottles.loginHash, loginKey('member', victim)));
    now = Math.max(now + Math.ceil(took), row.until.getTime());
  } else throw new Error(`unexpected answer ${res.statusCode}: ${res.body}`);
}
const total = checked.reduce((a, b) => a + b, 0);

// 2. nothing throttled per account: a login of its own for every guess, `cores` guessers at once, for 20 s
const cores = cpus().length;
const until = performance.now() + 20_000;
let free = 0;
await Promise.all(
  Array.from({ length: cores }, async (_, g) => {
    for (let n = 0; performance.now() < until; n++) {
      const res = await guess(`bos-${g}-${n}@ornek.com`, n);
      if (res.statusCode !== 400) throw new Error(`unexpected answer ${res.statusCode}`);
      free++;
    }
  }),
);

console.log(`per-account throttle, one account, ${hours} h of guessing from ${address} addresses:`);
console.log(`  password checks per hour: ${checked.join(', ')} (hour 1, 2, …); ${total} in all, ${refused} refused`);
console.log(`  one checked guess took ${(checkMs / total).toFixed(1)} ms on average`);
console.log(`without it (a login of its own per guess, ${cores} guessers on ${cores} cores, 20 s):`);
console.log(`  ${(free / 20).toFixed(1)} wrong-password answers a second = ${Math.round((free / 20) * 3600)} an hour`);
await app.close();
await worker.stop();
await database.close();
