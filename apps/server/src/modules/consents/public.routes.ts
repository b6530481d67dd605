// The one-click unsubscribe of promotional mails (RFC 8058; decision 0071). The mail's link opens a page that asks
// to confirm (a GET changes nothing: mail scanners open links); its button, or the mail program's own one-click POST
// (List-Unsubscribe-Post: List-Unsubscribe=One-Click), records the withdrawal, and the next promotional mail is skipped.
import { normalizeEmail } from '@tedarik/contract/text';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { UNSUBSCRIBE_PATH, unsubscribeAddress } from '../../platform/consent';
import type { AppContext } from '../../platform/context';
import { escapeHtml } from '../../platform/mail/layout';
import { limit } from '../../platform/reply';
import { setAddressConsent } from './service';

export const UNSUBSCRIBE_TEXT = {
  ask: 'Bu adrese artık kampanya ve bülten e-postası gönderilmesin mi?',
  button: 'Abonelikten Çık',
  done: 'Aboneliğiniz iptal edildi. Bu adrese artık kampanya ve bülten e-postası gönderilmeyecek.',
  invalid: 'Abonelikten çıkma bağlantısı geçersiz. Lütfen e-postadaki bağlantıyı eksiksiz açın.',
  service: 'Üyeliğinizle ilgili bilgilendirmeler (talep, teklif ve hesap bildirimleri) gelmeye devam eder.',
} as const;

const page = (title: string, body: string) => `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title>
<style>body{font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:48px auto;padding:0 16px;color:#1f2933;line-height:1.5}
button{background:#0b5cad;color:#fff;border:0;border-radius:6px;padding:12px 24px;font-size:16px;cursor:pointer}
.muted{color:#52606d;font-size:14px}</style></head>
<body><h1>${title}</h1>${body}</body></html>`;

const tokenOf = (req: FastifyRequest) => {
  const t = (req.query as { t?: unknown }).t;
  return typeof t === 'string' ? t : '';
};

export const consentsPublicRoutes: FastifyPluginAsync<AppContext> = async (app, { secrets, db }) => {
  // the token (?t=) is read by the handler: a wrong one gets the page's own Turkish answer
  const schema = { tags: ['Herkese açık · Abonelik'] };
  const invalid = (reply: FastifyReply) =>
    reply
      .code(400)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page('Abonelikten Çık', `<p>${UNSUBSCRIBE_TEXT.invalid}</p>`));

  app.get(
    UNSUBSCRIBE_PATH,
    {
      schema: {
        ...schema,
        operationId: 'unsubscribePage',
        summary: 'Abonelikten çıkma sayfası (onay ister)',
        description:
          'Kampanya e-postasındaki bağlantının açtığı HTML sayfa (?t= imzalı anahtar). Hiçbir şeyi değiştirmez; düğmesi aynı adrese POST eder.',
      },
      config: limit(30),
    },
    async (req, reply) => {
      const t = tokenOf(req);
      const address = unsubscribeAddress(secrets, t);
      if (!address) return invalid(reply);
      const action = `${UNSUBSCRIBE_PATH}?t=${encodeURIComponent(t)}`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          page(
            'Abonelikten Çık',
            `<p><strong>${escapeHtml(address)}</strong></p><p>${UNSUBSCRIBE_TEXT.ask}</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">${UNSUBSCRIBE_TEXT.button}</button></form>
<p class="muted">${UNSUBSCRIBE_TEXT.service}</p>`,
          ),
        );
    },
  );

  app.post(
    UNSUBSCRIBE_PATH,
    {
      schema: {
        ...schema,
        operationId: 'unsubscribeOneClick',
        summary: 'Abonelikten tek tıkla çık (RFC 8058)',
        description:
          'E-posta programının tek tık isteği (List-Unsubscribe=One-Click) ya da sayfanın düğmesi: adresin e-posta ile ticari ileti izni geri alınır, bekleyen kampanya e-postaları da gönderilmez.',
      },
      config: limit(30),
    },
    async (req, reply) => {
      const address = unsubscribeAddress(secrets, tokenOf(req));
      if (!address) return invalid(reply);
      await setAddressConsent(db, {
        address: normalizeEmail(address),
        channel: 'eposta',
        granted: false,
        ip: req.ip,
        source: 'abonelik-iptal',
      });
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          page(
            'Aboneliğiniz iptal edildi',
            `<p>${UNSUBSCRIBE_TEXT.done}</p><p class="muted">${UNSUBSCRIBE_TEXT.service}</p>`,
          ),
        );
    },
  );
};
