/**
 * Web storage access that never throws: private browsing modes and disabled storage
 * must not take the site down.
 */
type StorageKind = 'local' | 'session';

function storageOf(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(kind: StorageKind, key: string): string | null {
  try {
    return storageOf(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(kind: StorageKind, key: string, value: string): void {
  try {
    storageOf(kind)?.setItem(key, value);
  } catch {
    // Storage full or disabled: the value simply is not remembered.
  }
}

export function removeStorage(kind: StorageKind, key: string): void {
  try {
    storageOf(kind)?.removeItem(key);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}

/** Clears session storage except for the listed keys. */
export function clearSessionExcept(keep: readonly string[]): void {
  const kept = keep.map((key) => [key, readStorage('session', key)] as const);
  try {
    storageOf('session')?.clear();
  } catch {
    return;
  }
  for (const [key, value] of kept) {
    if (value !== null) writeStorage('session', key, value);
  }
}
