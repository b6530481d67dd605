// The administrators and their roles (issue 49 item 4, decision 0054): several back-office accounts, each with one
// role; every back-office call names the roles it allows where it is registered (the server's route()), the
// Yönetici allowed everywhere. The administrators screen (/adminimt/yoneticiler) is the Yönetici's only.
import { z } from 'zod';
import { defineCall } from '../call';
import { zEmail, zIdParams, zNewPassword, zTextOver } from '../fields';
import { MSG as ACCOUNT_MSG } from './public';

/** 'manager' (Yönetici: everything, and the administrators), 'moderator' (Moderatör), 'accounting' (Muhasebe). */
export const ADMIN_ROLES = ['manager', 'moderator', 'accounting'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
export const ADMIN_ROLE_LABEL: Record<AdminRole, string> = {
  manager: 'Yönetici',
  moderator: 'Moderatör',
  accounting: 'Muhasebe',
};

export const ADMINS_MSG = {
  /** a back-office call the caller's role does not allow (403) */
  refused: 'Bu işlem için yetkiniz yok.',
  notFound: 'Yönetici bulunamadı.',
  name: 'Ad Soyad girin.',
  username: 'Kullanıcı adı girin.',
  usernameShape: 'Kullanıcı adı yalnızca harf, rakam, nokta, tire ve alt çizgi içerebilir.',
  usernameTaken: 'Bu kullanıcı adı kullanılıyor.',
  email: 'Geçerli bir e-posta adresi girin.',
  role: 'Bir rol seçin.',
  lastManager: 'Son etkin Yönetici kaldırılamaz ve rolü değiştirilemez.',
  self: 'Kendi hesabınızı devre dışı bırakamazsınız.',
  added: 'Yönetici eklendi.',
  roleChanged: 'Rol değiştirildi.',
  deactivated: 'Yönetici devre dışı bırakıldı.',
} as const;

const zRole = z.enum(ADMIN_ROLES, { error: ADMINS_MSG.role });

export const zAdminAccount = z.object({
  id: z.number(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ADMIN_ROLES),
  active: z.boolean(),
  createdAt: z.string(),
});
export type AdminAccount = z.infer<typeof zAdminAccount>;

export const zNewAdmin = z.object({
  name: zTextOver(1, ADMINS_MSG.name, 100),
  username: zTextOver(2, ADMINS_MSG.username, 50).pipe(
    z.string().regex(/^[\p{L}\p{N}._-]+$/u, { error: ADMINS_MSG.usernameShape }),
  ),
  email: zEmail({ over: 4, short: ADMINS_MSG.email, invalid: ADMINS_MSG.email }),
  role: zRole,
  password: zNewPassword(ACCOUNT_MSG.newPassword),
});
export type NewAdmin = z.input<typeof zNewAdmin>;

/** GET /adn_api/v2/admins: every administrator, the active first (a handful: no paging). */
export const listAdmins = defineCall({
  method: 'GET',
  path: '/adn_api/v2/admins',
  summary: 'Yöneticiler',
  operationId: 'listAdmins',
  auth: 'admin',
  response: z.object({ items: z.array(zAdminAccount) }),
});

/** POST /adn_api/v2/admins: a new administrator with its role and first password. */
export const addAdmin = defineCall({
  method: 'POST',
  path: '/adn_api/v2/admins',
  summary: 'Yönetici ekle',
  operationId: 'addAdmin',
  auth: 'admin',
  request: { body: zNewAdmin },
  response: zAdminAccount,
});

/** PATCH /adn_api/v2/admins/:id {role}: the last active Yönetici keeps its role. */
export const changeAdminRole = defineCall({
  method: 'PATCH',
  path: '/adn_api/v2/admins/:id',
  summary: 'Yöneticinin rolünü değiştir',
  operationId: 'changeAdminRole',
  auth: 'admin',
  request: { params: zIdParams, body: z.object({ role: zRole }) },
  response: zAdminAccount,
});

/** POST /adn_api/v2/admins/:id/deactivate: its sessions end, it logs in no more; not the last active Yönetici. */
export const deactivateAdmin = defineCall({
  method: 'POST',
  path: '/adn_api/v2/admins/:id/deactivate',
  summary: 'Yöneticiyi devre dışı bırak',
  operationId: 'deactivateAdmin',
  auth: 'admin',
  request: { params: zIdParams },
  response: z.object({ message: z.string() }),
});
