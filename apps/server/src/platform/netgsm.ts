// Netgsm, a Turkish SMS gateway, behind the SmsProvider interface: its HTTP API 'sms/send/get' with the SMS
// settings' user code, password and message header (admin spec §3 "SMS settings": kad, sifre, firma). The request is
// a POST of an urlencoded form (the API takes GET or POST; a POST keeps the password out of URLs and proxy logs).
// Netgsm answers in plain text: '00 <job id>' (also '01' / '02' when it corrected a date) is accepted; any other code
// is an error, turned into Turkish here so the outbox keeps it and the admin's test SMS shows it.
import type { SmsSettings } from '@tedarik/contract/settings/public';
import type { SmsProvider } from './delivery';

export const NETGSM_URL = 'https://api.netgsm.com.tr';

/** Netgsm's error codes of sms/send/get, in Turkish. */
export const NETGSM_ERRORS: Record<string, string> = {
  '20': 'Mesaj metninde bir sorun var ya da mesaj azami karakter sayısını aşıyor.',
  '30': 'Geçersiz kullanıcı adı ya da şifre, ya da hesabın API erişim izni yok (IP kısıtlaması olabilir).',
  '40': 'Mesaj başlığı (gönderici adı) Netgsm hesabında tanımlı değil.',
  '50': 'Abone hesabıyla İYS kontrollü gönderim yapılamıyor.',
  '51': 'Aboneliğe tanımlı İYS marka bilgisi bulunamadı.',
  '70': 'Hatalı istek: parametrelerden biri eksik ya da hatalı.',
  '80': 'Gönderim sınırı aşıldı.',
  '85': 'Mükerrer gönderim sınırı aşıldı: aynı numaraya bir dakikada en fazla 20 mesaj gönderilebilir.',
};

/** An answer of Netgsm that is not a success, or no answer at all. */
export class SmsGatewayError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** '0532 123 45 67', '+90 532…', '5321234567' → '5321234567' (what Netgsm's gsmno takes). */
export function gsmNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('90')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

export interface NetgsmOptions {
  usercode: string;
  password: string;
  /** the message header (sender name) registered at Netgsm */
  msgheader: string;
  /** default NETGSM_URL; tests point it at a local fake server */
  baseUrl?: string;
  timeoutMs?: number;
}

export function netgsm(o: NetgsmOptions): SmsProvider {
  const url = `${(o.baseUrl ?? NETGSM_URL).replace(/\/$/, '')}/sms/send/get`;
  return {
    name: 'Netgsm',
    async send(to, text) {
      const form = new URLSearchParams({
        usercode: o.usercode,
        password: o.password,
        gsmno: gsmNumber(to),
        message: text,
        msgheader: o.msgheader,
        dil: 'TR', // Turkish characters kept (ç, ğ, ı, ö, ş, ü)
      });
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
          body: form,
          signal: AbortSignal.timeout(o.timeoutMs ?? 15_000),
        });
      } catch (err) {
        const timeout = (err as Error).name === 'TimeoutError';
        throw new SmsGatewayError(timeout ? 'Netgsm zamanında yanıt vermedi.' : 'Netgsm’e bağlanılamadı.');
      }
      const answer = (await res.text().catch(() => '')).trim();
      if (!res.ok) throw new SmsGatewayError(`Netgsm HTTP ${res.status} yanıtı verdi.`);
      const code = /^\d{2}/.exec(answer)?.[0] ?? '';
      if (code === '00' || code === '01' || code === '02') return answer;
      const known = NETGSM_ERRORS[code];
      throw new SmsGatewayError(
        known ? `Netgsm ${code}: ${known}` : `Netgsm beklenmeyen bir yanıt verdi: ${answer.slice(0, 100) || '(boş)'}`,
        code || undefined,
      );
    },
  };
}

/** The gateway of the SMS settings: Netgsm when they are switched on with an account, else none (outbox files). */
export function smsGateway(settings: SmsSettings, baseUrl?: string): SmsProvider | undefined {
  if (!settings.durum || !settings.kad || !settings.sifre || !settings.firma) return undefined;
  return netgsm({ usercode: settings.kad, password: settings.sifre, msgheader: settings.firma, baseUrl });
}
