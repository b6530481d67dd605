// Accounts in the legacy Turkish wire shapes (spec §3 "Session user", admin spec §3 "Session").
import type { AdminSession } from '@tedarik/contract/accounts/admin';
import type { SessionUser } from '@tedarik/contract/accounts/public';
import type { AdminSessionRow } from './admin-service';
import type { SessionMember } from './service';

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
});

export const toAdminUser = (a: { username: string; email: string }) => ({ kad: a.username, mail: a.email });
