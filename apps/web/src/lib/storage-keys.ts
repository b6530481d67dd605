// The keys of what the browser keeps in localStorage (lib/session.ts), apart from the hooks that read them: the entry
// (app/main.tsx) asks whether a member is logged in before it loads React at all.
export const STORAGE_KEYS = {
  user: 'tedarik.user',
  admin: 'USER_LOGIN',
  version: 'version',
  /** The visitor's request draft (spec §4 "Visitor request creation"); login goes on to create-request with it. */
  requestDraft: 'tedarik.talepTaslak',
} as const;

/** Whether the browser holds a member's session (read as lib/session.ts reads it, without React). */
export function holdsMemberSession(): boolean {
  try {
    const user = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user) ?? 'null') as { token?: unknown } | null;
    return typeof user?.token === 'string';
  } catch {
    return false;
  }
}

/** Whether the browser holds a visitor's request draft (app/island-table.ts wakes its form at once). */
export function holdsRequestDraft(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.requestDraft) !== null;
  } catch {
    return false;
  }
}
