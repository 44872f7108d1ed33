/**
 * Local storage that never throws. Browsers in private mode, with storage disabled or full,
 * throw on access; the site keeps working and reports that the preference was not saved.
 */

export function readStored(key: string): unknown {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns whether the value was saved. */
export function writeStored(key: string, value: string): boolean {
  try {
    if (!globalThis.localStorage) return false;
    globalThis.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
