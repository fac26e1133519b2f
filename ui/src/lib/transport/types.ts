// The one door between the UI and the app core, whichever host runs the core: the Tauri shell
// (native) or the Web Worker (the web build). Both take a command's name and its arguments as
// one JSON object and answer with its JSON result, or reject with the core's typed error; both
// deliver the core's events by name.

/** Stops listening to an event. */
export type Unlisten = () => void;

/** How the UI reaches the app core. */
export interface Transport {
  /** Runs the core's command `name` with `args`; rejects with what the core (or the host) refused. */
  call(name: string, args: Record<string, unknown>): Promise<unknown>;
  /** Calls `handler` with the payload of every event called `event`. */
  listen(event: string, handler: (payload: unknown) => void): Promise<Unlisten>;
}
