// How the UI calls the app core: every command goes through `call`, over the transport of
// this build (./transport: the Tauri shell, or the Web Worker of the web build), and every
// failure becomes an IpcError that carries the typed AppError. The typed wrappers of the
// commands are generated from the Rust declarations into ./generated/commands.ts; they are the
// only callers.
import type { AppError } from './generated/ipc';
import { transport } from './transport';

/** A command refused by the core (or a payload its host could not read). */
export class IpcError extends Error {
  readonly error: AppError;

  constructor(error: AppError) {
    super('message' in error ? error.message : error.kind.replaceAll('_', ' '));
    this.name = 'IpcError';
    this.error = error;
  }
}

const KINDS: ReadonlySet<string> = new Set(['invalid_input', 'no_game', 'refused', 'busy', 'cancelled', 'internal']);

/** Turns whatever a call rejected with into a typed AppError. Tauri rejects a payload of
 * the wrong shape with a plain string before the command runs: that is invalid input too. */
export function toAppError(raw: unknown): AppError {
  if (typeof raw === 'object' && raw !== null && 'kind' in raw) {
    const kind = (raw as { kind: unknown }).kind;
    const message = (raw as { message?: unknown }).message;
    if (typeof kind === 'string' && KINDS.has(kind)) {
      if (kind === 'no_game' || kind === 'busy' || kind === 'cancelled') return { kind };
      if (typeof message === 'string') {
        return { kind, message } as AppError;
      }
    }
  }
  if (typeof raw === 'string') return { kind: 'invalid_input', message: raw };
  if (raw instanceof Error) return { kind: 'internal', message: raw.message };
  return { kind: 'internal', message: String(raw) };
}

/** Runs the core's command `command` with `args` (the generated wrappers call this). */
export async function call<T>(command: string, args?: Record<string, unknown>): Promise<T> {
  try {
    return (await transport().call(command, args ?? {})) as T;
  } catch (raw) {
    throw new IpcError(toAppError(raw));
  }
}
