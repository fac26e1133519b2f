// What the app says when Rust refuses or fails a command: one sentence per kind of error in
// the person's language, then Rust's own detail where it has one.
import { IpcError } from './ipc';
import { t } from './i18n/index.svelte';

/** A whole sentence for an error, for places that show it on its own. */
export function errorText(e: unknown): string {
  if (!(e instanceof IpcError)) return t('common.error', { message: String(e) });
  const error = e.error;
  switch (error.kind) {
    case 'busy':
      return t('error.busy');
    case 'no_game':
      return t('error.noGame');
    case 'cancelled':
      return t('error.cancelled');
    case 'refused':
      return t('error.refused', { reason: error.message });
    case 'invalid_input':
      return t('error.invalidInput', { reason: error.message });
    case 'internal':
      return t('common.error', { message: error.message });
  }
}

/** Only the detail of an error, for messages that already say what failed ("could not be
 * imported: …"). */
export function errorDetail(e: unknown): string {
  if (e instanceof IpcError) return 'message' in e.error ? e.error.message : errorText(e);
  return String(e);
}
