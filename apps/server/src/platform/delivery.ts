// How mail and SMS leave the machine. SMTP when SMTP_URL or the admin's mail settings say so; SMS through the gateway
// of the admin's SMS settings (platform/netgsm.ts) when they are on; otherwise each message is written under
// DATA_DIR/outbox/ (.eml / .txt) and logged, so nothing is sent by accident in development. The settings are read on
// every delivery, so a change in the back-office applies to the next message. Every mail has a text and an HTML part,
// the HTML rendered here from the mail's layout with the site's current name (platform/mail/layout.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MailSettings } from '@tedarik/contract/settings/public';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { layoutOfText } from './mail/content';
import { type MailSite, renderMail } from './mail/layout';
import type { Receipt, Transports } from './outbox';

export interface SmsProvider {
  /** shown to the admin with its answer ('Netgsm') */
  name: string;
  /** sends one SMS; resolves with the gateway's answer, rejects with its error in Turkish */
  send(to: string, text: string): Promise<string>;
}

export interface DeliveryOptions {
  outboxDir: string;
  smtpUrl?: string;
  /** the admin's current mail settings, password opened (read on every delivery, so a change applies at once) */
  mailSettings: () => Promise<MailSettings>;
  /** the site's current name and address, for the mails' HTML (read on every delivery, as the mail settings) */
  site: () => Promise<MailSite>;
  /** the SMS gateway of the admin's current SMS settings (read on every delivery); none → SMS are written to files */
  smsProvider?: () => Promise<SmsProvider | undefined>;
  from: string;
  log: FastifyBaseLogger;
  /** a promotional mail's one-click unsubscribe link for its recipient (platform/consent.ts); none: no such mails */
  unsubscribeLink?: (to: string) => string;
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');
let sequence = 0;
const fileName = (to: string, ext: string) => `${stamp()}-${++sequence}-${to.replace(/[^a-zA-Z0-9@.+-]/g, '_')}.${ext}`;

/** A slow or silent server fails a delivery within seconds, not the library's minutes (a test mail waits for it). */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/**
 * SMTP options from the mail settings. `site` is 'host' or 'host:port'. Enableessl (the legacy SmtpClient.EnableSsl)
 * asks for an encrypted connection: implicit TLS on port 465 (the default port with it), STARTTLS required on any
 * other port (587). Without it: port 587 by default, STARTTLS when the server offers it. No password → no login (a
 * relay that trusts the machine).
 */
export function smtpOptions(s: MailSettings): SMTPTransport.Options {
  const [host, portText] = s.site.split(':');
  const port = portText ? Number(portText) : s.enableessl ? 465 : 587;
  const secure = port === 465;
  return {
    host,
    port,
    secure,
    requireTLS: s.enableessl && !secure,
    ...(s.gsifre && { auth: { user: s.gmail, pass: s.gsifre } }),
    ...TIMEOUTS,
  };
}

/** nodemailer's error codes in Turkish; the server's own answer (e.g. '535 …') follows when it gave one. */
const MAIL_ERRORS: Record<string, string> = {
  EAUTH: 'SMTP sunucusu kullanıcı adını ya da şifreyi kabul etmedi',
  ECONNECTION: 'SMTP sunucusuna bağlanılamadı',
  ECONNREFUSED: 'SMTP sunucusuna bağlanılamadı (bağlantı reddedildi)',
  ETIMEDOUT: 'SMTP sunucusu zamanında yanıt vermedi',
  EDNS: 'SMTP sunucusunun adı bulunamadı',
  ENOTFOUND: 'SMTP sunucusunun adı bulunamadı',
  ETLS: 'Güvenli bağlantı (SSL/TLS) kurulamadı; SSL ayarını ve portu kontrol edin',
  ESOCKET: 'SMTP bağlantısı koptu ya da güvenli bağlantı kurulamadı; SSL ayarını ve portu kontrol edin',
  EENVELOPE: 'Gönderen ya da alıcı adresi kabul edilmedi',
  EMESSAGE: 'Mail oluşturulamadı',
  EPROTOCOL: 'SMTP sunucusu beklenmeyen bir yanıt verdi',
};

/** A mail transport's error in Turkish, the password never in it. */
export function describeMailError(err: unknown, secret = ''): string {
  const e = err as { code?: string; responseCode?: number; response?: string; message?: string };
  const code = /ECONNREFUSED/.test(e.message ?? '')
    ? 'ECONNREFUSED'
    : /ENOTFOUND|EAI_AGAIN/.test(e.message ?? '')
      ? 'ENOTFOUND'
      : e.code;
  const known = code ? MAIL_ERRORS[code] : undefined;
  const server = e.response ? ` (sunucu: ${e.response.slice(0, 200)})` : '';
  const text = known ? `${known}${server}.` : `Beklenmeyen hata: ${(e.message ?? String(err)).slice(0, 200)}`;
  return secret ? text.replaceAll(secret, '***') : text;
}

export function createTransports(o: DeliveryOptions): Transports {
  const fileMail = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async mail({ to, subject, text: body, layout: given, audience }): Promise<Receipt> {
      const settings = await o.mailSettings();
      const smtp = o.smtpUrl ?? (settings.acik && settings.site ? smtpOptions(settings) : undefined);
      // a promotional mail: its unsubscribe link in both parts and in the headers of RFC 2369 and 8058 (one click)
      const unsubscribe = audience === 'promotional' ? o.unsubscribeLink?.(to) : undefined;
      const leave = unsubscribe && `Bu e-postaları artık almak istemiyorsanız: ${unsubscribe}`;
      let layout = given ?? layoutOfText(subject, body);
      if (leave) layout = { ...layout, closing: [...(layout.closing ?? []), leave] };
      const text = leave ? `${body}\n\n${leave}\n` : body;
      const html = renderMail(await o.site(), subject, layout, audience);
      const message = {
        from: settings.gmail && !o.smtpUrl ? settings.gmail : o.from,
        to,
        subject,
        text,
        html,
        ...(unsubscribe && {
          headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }),
      };
      if (smtp) {
        try {
          const info = await nodemailer.createTransport(smtp).sendMail(message);
          o.log.info({ to, subject }, 'mail sent');
          return { via: 'SMTP', answer: String(info.response ?? '') };
        } catch (err) {
          throw new Error(describeMailError(err, settings.gsifre));
        }
      }
      const info = await fileMail.sendMail(message);
      await mkdir(o.outboxDir, { recursive: true });
      const file = path.join(o.outboxDir, fileName(to, 'eml'));
      await writeFile(file, info.message as Buffer);
      o.log.info({ to, subject, file }, 'mail written to outbox');
      return { via: 'file', answer: file };
    },
    async sms(to, body): Promise<Receipt> {
      const provider = await o.smsProvider?.();
      if (provider) {
        const answer = await provider.send(to, body);
        o.log.info({ to, gateway: provider.name }, 'sms sent');
        return { via: provider.name, answer };
      }
      await mkdir(o.outboxDir, { recursive: true });
      const file = path.join(o.outboxDir, fileName(to, 'txt'));
      await writeFile(file, `To: ${to}\n\n${body}\n`);
      o.log.info({ to, file }, 'sms written to outbox');
      return { via: 'file', answer: file };
    },
  };
}
