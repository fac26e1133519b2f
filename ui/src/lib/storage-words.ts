// Storage errors in the person's words: what happened and what to do, chosen from the store's
// technical reason, which is shown only as details (StorageBanner, UnsavedWarning).
import type { Key } from './i18n/index.svelte';

/** The words for a failed save whose technical reason is `reason`: the storage full (SQLite's
 * "database or disk is full", a browser's QuotaExceededError), or any other failure. */
export function unsavedWords(reason: string): Key {
  return /\bfull\b|quota/i.test(reason) ? 'storage.unsavedFull' : 'storage.unsavedPlain';
}
