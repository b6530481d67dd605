// Admin spec §4: when the deployed version differs from the one this browser stored, drop the caches and local
// storage, store the new version and reload once.
import { STORAGE_KEYS } from '../../lib/session';
import { clearStorage, readStoredText, writeStorage } from '../../lib/storage';
import { fetchVersion } from './api/get-version';

const RELOADED_KEY = 'tedarik.versionReload';
let started = false;

export async function checkVersion(): Promise<void> {
  if (started) return;
  started = true;
  let version: string;
  try {
    version = (await fetchVersion()).version;
  } catch {
    return; // no answer, no verdict
  }
  const stored = readStoredText(STORAGE_KEYS.version);
  if (stored === version) return;
  if (stored === null) {
    // First visit of this browser: nothing of an older version to drop.
    writeStorage(STORAGE_KEYS.version, version);
    return;
  }
  // Reload at most once per version, even if storage refuses to keep the new one.
  if (sessionStorage.getItem(RELOADED_KEY) === version) return;
  sessionStorage.setItem(RELOADED_KEY, version);
  if ('caches' in window) {
    for (const key of await caches.keys()) await caches.delete(key);
  }
  clearStorage([]);
  writeStorage(STORAGE_KEYS.version, version);
  window.location.reload();
}
