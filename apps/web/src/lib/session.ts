// The sessions the browser keeps in localStorage: the member's session user and the back-office session. Components
// read them with the hooks, so the header, the shells and the guards all update the moment a login, a profile
// refresh or a logout writes the storage (in this tab or another one); the fetch client and the route loaders read
// and write them synchronously. Keys and JSON are the legacy clients' (lib/storage.ts).
import type { AdminSession } from '@tedarik/contract/accounts/admin';
import type { SessionUser } from '@tedarik/contract/accounts/public';
import { clearStorage, readStoredText, storedValue, writeStorage } from './storage';
import { STORAGE_KEYS } from './storage-keys';

export { STORAGE_KEYS };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

const member = storedValue<SessionUser>(STORAGE_KEYS.user, (v) =>
  isRecord(v) && typeof v.email === 'string' && typeof v.token === 'string' ? (v as SessionUser) : undefined,
);
const admin = storedValue<AdminSession>(STORAGE_KEYS.admin, (v) =>
  isRecord(v) && typeof v.kad === 'string' && typeof v.token === 'string' ? (v as AdminSession) : undefined,
);

export const getMemberUser = member.read;
export const useMemberUser = member.use;
export const setMemberUser = (user: SessionUser) => member.write(user);
/** Member logout: the session user and the member's request draft. The back-office session is left alone. */
export function clearMemberSession(): void {
  member.write(null);
  writeStorage(STORAGE_KEYS.requestDraft, null);
}

export const getAdminSession = admin.read;
export const useAdminSession = admin.use;
export const setAdminSession = (session: AdminSession) => admin.write(session);
export const clearAdminSession = () => admin.write(null);

/**
 * Back-office logout: the spec clears all local storage. The version key is kept so that the next visit does not
 * take the "new version" path of the version check for nothing.
 */
export const clearAllStorage = () => clearStorage([STORAGE_KEYS.version]);

export const hasRequestDraft = () => Boolean(readStoredText(STORAGE_KEYS.requestDraft));
