// The transport of this build: the Tauri shell's by default; a build whose core runs
// elsewhere (a Web Worker) puts its own in place with `useTransport` before the app mounts, so
// that each build carries only its own host's code.
import { tauriTransport } from './tauri';
import type { Transport } from './types';

export type { Transport, Unlisten } from './types';

// The web build (`vite --mode web`) starts with none: its entry puts the worker's in place, and
// the Tauri shell's code, constant-folded away here, stays out of its bundle.
let current: Transport | null = import.meta.env.MODE === 'web' ? null : tauriTransport;

/** The transport to the app core. */
export function transport(): Transport {
  // An invariant: every build's entry has a transport in place before the app mounts.
  if (!current) throw new Error('no transport: the build’s entry puts one in place before the app mounts');
  return current;
}

/** Uses `next` for every call and event from now on (called once, before the app mounts). */
export function useTransport(next: Transport): void {
  current = next;
}
