// Accounts in the legacy Turkish wire shapes (spec §3 "Session user", admin spec §3 "Session").
import type { AdminSession } from '@tedarik/contract/accounts/admin';
import type { RegisterRequest, SessionUser } from '@tedarik/contract/accounts/public';
import type { AdminSessionRow } from './admin-service';
import type { Registration, SessionMember } from './service';

export const toSessionUser = (m: SessionMember): SessionUser => ({
  email: m.email,
  token: m.token,
  role: m.role,
  firma: m.companyName,
  adSoyad: m.fullName,
  logo: m.logo,
  mail: m.email, // repeated for legacy clients
  aktif: m.activated,
});

export const toAccountStatus = (s: { activated: boolean; active: boolean; role: SessionUser['role'] }) => ({
  aktif: s.activated,
  durum: s.active,
  role: s.role,
});

export const toAdminSession = (a: AdminSessionRow): AdminSession => ({
  type: 'USER_LOGIN',
  role: 'admin',
  kad: a.username,
  mail: a.email,
  token: a.token,
  sifreDegismeli: a.initialPassword,
  adminRole: a.role,
});

export const toAdminUser = (a: { username: string; email: string }) => ({ kad: a.username, mail: a.email });

/** hesapOlustur: firmaDrm marks a manufacturer, whose sektor is its top-level category; wphat is the WhatsApp number. */
export const fromRegistrationFields = (b: RegisterRequest): Registration => ({
  email: b.mail,
  password: b.sifre,
  companyName: b.firma,
  fullName: b.AdSoyad,
  phone: b.tel,
  whatsapp: b.wphat,
  website: b.website,
  cityId: b.il,
  isCompany: b.firmaDrm,
  sectorId: b.sektor,
  smsOptIn: b.smsCheck,
  mailOptIn: b.mailCheck,
});
