// The sessions the browser keeps in localStorage: the member's session user and the back-office session.
// Components read them through hooks backed by useSyncExternalStore, so the header, the shells and the guards all
// update the moment a login, a profile refresh or a logout writes the storage (in this tab or another one).
import type { SessionUser } from '@tedarik/contract/accounts';
import type { AdminSession } from '@tedarik/contract/admin-accounts';
import { useSyncExternalStore } from 'react';

export const STORAGE_KEYS = {
  user: 'tedarik.user',
  admin: 'USER_LOGIN',
  version: 'version',
  /** The visitor's request draft (spec §4 "Visitor request creation"); login goes on to create-request with it. */
  requestDraft: 'tedarik.talepTaslak',
} as const;

const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

// useSyncExternalStore needs the same object back while the stored text is unchanged.
const parsed = new Map<string, { raw: string | null; value: unknown }>();

function read<T>(key: string, isValid: (v: Record<string, unknown>) => boolean): T | null {
  const raw = readRaw(key);
  const hit = parsed.get(key);
  if (hit && hit.raw === raw) return hit.value as T | null;
  let value: T | null = null;
  if (raw) {
    try {
      const v = JSON.parse(raw) as unknown;
      if (v && typeof v === 'object' && isValid(v as Record<string, unknown>)) value = v as T;
    } catch {
      value = null;
    }
  }
  parsed.set(key, { raw, value });
  return value;
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or disabled: the session then lives only until the page is left
  }
  emit();
}

const isMemberUser = (v: Record<string, unknown>) => typeof v.email === 'string' && typeof v.token === 'string';
const isAdminSession = (v: Record<string, unknown>) => typeof v.kad === 'string' && typeof v.token === 'string';

export const getMemberUser = () => read<SessionUser>(STORAGE_KEYS.user, isMemberUser);
export const setMemberUser = (user: SessionUser) => write(STORAGE_KEYS.user, user);
/** Member logout: the session user and the member's request draft. The back-office session is left alone. */
export function clearMemberSession(): void {
  write(STORAGE_KEYS.user, null);
  write(STORAGE_KEYS.requestDraft, null);
}
export const useMemberUser = () => useSyncExternalStore(subscribe, getMemberUser);

export const getAdminSession = () => read<AdminSession>(STORAGE_KEYS.admin, isAdminSession);
export const setAdminSession = (session: AdminSession) => write(STORAGE_KEYS.admin, session);
export const clearAdminSession = () => write(STORAGE_KEYS.admin, null);
export const useAdminSession = () => useSyncExternalStore(subscribe, getAdminSession);

/**
 * Back-office logout: the spec clears all local storage. The version key is kept so that the next visit does not
 * take the "new version" path of the version check for nothing.
 */
export function clearAllStorage(): void {
  const version = readRaw(STORAGE_KEYS.version);
  try {
    localStorage.clear();
    if (version !== null) localStorage.setItem(STORAGE_KEYS.version, version);
  } catch {
    // nothing stored, nothing to clear
  }
  emit();
}

export const hasRequestDraft = () => Boolean(readRaw(STORAGE_KEYS.requestDraft));
