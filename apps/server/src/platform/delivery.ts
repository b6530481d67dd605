// How mail and SMS leave the machine. SMTP when SMTP_URL or the admin's mail settings say so; otherwise each message
// is written under DATA_DIR/outbox/ (.eml / .txt) and logged, so nothing is sent by accident in development.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MailSettings } from '@tedarik/contract/settings/public';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Transports } from './outbox';

export interface SmsProvider {
  send(to: string, text: string): Promise<void>;
}

export interface DeliveryOptions {
  outboxDir: string;
  smtpUrl?: string;
  /** the admin's current mail settings (read on every delivery, so a change applies at once) */
  mailSettings: () => Promise<MailSettings>;
  /** a real SMS gateway; without one, SMS are written to files */
  smsProvider?: SmsProvider;
  from: string;
  log: FastifyBaseLogger;
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');
let sequence = 0;
const fileName = (to: string, ext: string) => `${stamp()}-${++sequence}-${to.replace(/[^a-zA-Z0-9@.+-]/g, '_')}.${ext}`;

export function createTransports(o: DeliveryOptions): Transports {
  const fileMail = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async mail(to, subject, body) {
      const settings = await o.mailSettings();
      const smtp =
        o.smtpUrl ??
        (settings.acik && settings.site
          ? `${settings.enableessl ? 'smtps' : 'smtp'}://${encodeURIComponent(settings.gmail)}:${encodeURIComponent(settings.gsifre)}@${settings.site}`
          : undefined);
      const message = { from: settings.gmail && !o.smtpUrl ? settings.gmail : o.from, to, subject, text: body };
      if (smtp) {
        await nodemailer.createTransport(smtp).sendMail(message);
        o.log.info({ to, subject }, 'mail sent');
        return;
      }
      const info = await fileMail.sendMail(message);
      await mkdir(o.outboxDir, { recursive: true });
      const file = path.join(o.outboxDir, fileName(to, 'eml'));
      await writeFile(file, info.message as Buffer);
      o.log.info({ to, subject, file }, 'mail written to outbox');
    },
    async sms(to, body) {
      if (o.smsProvider) {
        await o.smsProvider.send(to, body);
        o.log.info({ to }, 'sms sent');
        return;
      }
      await mkdir(o.outboxDir, { recursive: true });
      const file = path.join(o.outboxDir, fileName(to, 'txt'));
      await writeFile(file, `To: ${to}\n\n${body}\n`);
      o.log.info({ to, file }, 'sms written to outbox');
    },
  };
}
