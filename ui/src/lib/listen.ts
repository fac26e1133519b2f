// Listening to the core's events over the transport of this build; the typed listeners, one
// per event, are generated from Rust (./generated/events.ts).
import { transport, type Unlisten } from './transport';

/** Stops listening to an event. */
export type UnlistenFn = Unlisten;

/** Calls `handler` with the payload of every `event` the core sends. */
export async function listen<T>(event: string, handler: (payload: T) => void): Promise<UnlistenFn> {
  return transport().listen(event, (payload) => handler(payload as T));
}
