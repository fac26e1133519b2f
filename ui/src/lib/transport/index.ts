// The transport of this build: the Tauri shell's by default; a build whose core runs
// elsewhere (a Web Worker) puts its own in place with `useTransport` before the app mounts, so
// that each build carries only its own host's code.
import { tauriTransport } from './tauri';
import type { Transport } from './types';

export type { Transport, Unlisten } from './types';

let current: Transport = tauriTransport;

/** The transport to the app core. */
export function transport(): Transport {
  return current;
}

/** Uses `next` for every call and event from now on (called once, before the app mounts). */
export function useTransport(next: Transport): void {
  current = next;
}
