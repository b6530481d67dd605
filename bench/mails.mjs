// What a mail costs to build (issue 50 item 2, decision 0062): 10,000 request digests (ten requests each) made as
// `tell` takes them, their text parts, and their HTML parts rendered from the compiled layout as the delivery does;
// printed in ms per mail, with the sizes the outbox keeps per mail (layout JSON) against a rendered HTML part.
//   node --import tsx bench/mails.mjs [mails=10000]
import { performance } from 'node:perf_hooks';
import { maskCompany } from '@tedarik/contract/text';
import { renderMail } from '../apps/server/src/platform/mail/layout.ts';
import { requestDigestMail } from '../apps/server/src/platform/mail/request-digest.ts';

const count = Number(process.argv[2] ?? 10_000);
const site = { name: 'Tedarik', url: 'https://tedarik.example' };
const requests = Array.from({ length: 10 }, (_, i) => ({
  product: `Paslanmaz Çelik Boru ${i}`,
  quantity: 1200 + i,
  unit: 'Adet',
  province: 'Kocaeli',
  maskedBuyer: maskCompany(`Ak Demir Çelik ${i}`),
  link: `https://tedarik.example/talep-detay/${i}`,
}));

const time = (label, fn) => {
  const start = performance.now();
  const out = fn();
  const ms = performance.now() - start;
  console.log(`${label}: ${ms.toFixed(0)} ms for ${count} mails, ${(ms / count).toFixed(4)} ms per mail`);
  return out;
};

// warm up the JIT as a long-running server is
for (let i = 0; i < 500; i++)
  renderMail(site, 's', requestDigestMail({ companyName: 'x', period: 'daily', requests }), 'notice');

const mails = time('build (structure and text part)', () =>
  Array.from({ length: count }, (_, i) =>
    requestDigestMail({ companyName: `Firma ${i}`, period: 'daily', requests, feedLink: `${site.url}/talepler` }),
  ),
);
const html = time('render (HTML part, at delivery)', () => mails.map((m) => renderMail(site, m.subject, m, 'notice')));
const { subject, body, ...layout } = mails[0];
console.log(
  `per mail: text ${Buffer.byteLength(body)} B, layout JSON ${Buffer.byteLength(JSON.stringify(layout))} B, ` +
    `HTML ${Buffer.byteLength(html[0])} B (subject: ${subject})`,
);
