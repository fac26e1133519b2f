// The Deblockle facts the rules screen draws, asked of the engine once per run of the app
// (they never change); a failed request is asked again next time.
import { deblockleFacts, type DeblockleFacts } from '../ipc';

let pending: Promise<DeblockleFacts> | null = null;

/** The facts, from the engine (one IPC call, however often it is asked). */
export function loadDeblockleFacts(): Promise<DeblockleFacts> {
  pending ??= deblockleFacts().catch((err: unknown) => {
    pending = null;
    throw err;
  });
  return pending;
}
