// The app core's worker, the web build's worker script in its first role (./worker.ts): the
// app core (crates/web, compiled to WebAssembly by scripts/build-web.sh) runs here, off the
// page's thread. It answers the page's calls, sends
// the core's events, and asks the page for what only a page can do (a file to save or open).
// The core's searches run in search workers of their own (the same script in its other role,
// ./search-worker.ts), which this worker starts and ends for it: a cancelled search's workers are terminated at once. A game's
// analysis is split across up to searchWorkers() of them (crates/web/src/searches.rs).
// Speaks ../lib/transport/protocol.
import init, { call, search_done, search_news, set_search_workers, start } from '@tipgobble/web-core';
import type { FromSearch, FromWorker, SearchRequest } from '../lib/transport/protocol';
import { waitForPool, watchPool } from './opfs';
import { checkMessage } from './messages';
import { SEARCH_WORKER_NAME } from './search-worker';

const scope = self as unknown as {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (e: MessageEvent<unknown>) => void): void;
};
const post = (message: FromWorker) => scope.postMessage(message);

/** Set when the core cannot run any more: every call is refused with it. */
let stopped: string | null = null;
function stop(reason: string) {
  if (stopped !== null) return;
  stopped = reason;
  post({ type: 'failed', reason });
}

/** The core's requests of the page, waiting for the page's reply. */
const asked = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
let nextRequest = 1;

/** Passed to the core: asks the page `kind` (save-file, open-file) with the request's JSON. */
function askPage(kind: string, requestJson: string): Promise<unknown> {
  const id = nextRequest++;
  const request = JSON.parse(requestJson) as Record<string, unknown>;
  return new Promise((resolve, reject) => {
    asked.set(id, { resolve, reject });
    post({ ...request, type: kind, id } as FromWorker);
  });
}

/** Passed to the core: sends one of its events to the page. */
function emit(name: string, payloadJson: string) {
  post({ type: 'event', event: name, payload: JSON.parse(payloadJson) });
}

/** The search workers at work, by run; and idle ones, the last used last (its computer
 * player keeps its table from the move before). One is started ahead once the core has
 * started, so that the computer's first move does not wait for a worker to load the module. */
const searching = new Map<number, Worker>();
const idle: Worker[] = [];
/** One idle worker is kept: each holds its own WebAssembly memory (the computer's tables, tens of
 * MiB), which a phone cannot spare many times over. */
const IDLE_KEPT = 1;
/** How long after the core's start the first search worker is started ahead. */
const SEARCH_WORKER_AHEAD_MS = 1500;

/** The most search workers an analysis uses at once: each holds its own memory (its table is
 * 16 MiB), and natively an analysis uses at most four threads (crates/ai/src/threads.rs). */
const MAX_SEARCH_WORKERS = 4;
/** How many search workers an analysis uses at once: the device's cores but one, left to the
 * page, at most MAX_SEARCH_WORKERS, at least one; or the page's count (the benchmark's). */
let searchWorkers = Math.max(1, Math.min(MAX_SEARCH_WORKERS, (navigator.hardwareConcurrency || 1) - 1));

/** A search worker: this worker's own script (`self.location`), started in its search role,
 * so that the browser fetches and keeps the core's JavaScript once. */
function searchWorker(): Worker {
  return new Worker(self.location.href, { type: 'module', name: SEARCH_WORKER_NAME });
}

/** Passed to the core: runs `jobJson` in a search worker as run `run`. */
function startSearch(jobJson: string, run: number) {
  const worker = idle.pop() ?? searchWorker();
  searching.set(run, worker);
  const finish = (answer: string | undefined, error: string | undefined, reusable: boolean) => {
    if (searching.get(run) !== worker) return;
    searching.delete(run);
    if (reusable) idle.push(worker);
    else worker.terminate();
    while (idle.length > IDLE_KEPT) idle.shift()?.terminate();
    search_done(run, answer, error);
  };
  worker.onmessage = (e: MessageEvent<FromSearch>) => {
    const message = e.data;
    if (message.type === 'news') {
      if (searching.get(run) === worker) search_news(run, message.json);
    } else if ('answer' in message) {
      finish(message.answer, undefined, true);
    } else {
      finish(undefined, message.error, false);
    }
  };
  worker.onerror = (e: ErrorEvent) => {
    e.preventDefault();
    finish(undefined, e.message || 'the search worker failed', false);
  };
  worker.postMessage({ job: jobJson } satisfies SearchRequest);
}

/** Passed to the core: ends run `run`'s worker now (its search is cancelled or paused). */
function stopSearch(run: number) {
  const worker = searching.get(run);
  searching.delete(run);
  worker?.terminate();
  if (idle.length === 0) idle.push(searchWorker());
}

/** Starts the app core in this worker: it answers the page from here on. */
export function runCore(): void {
  /** The saved games' files, checked after every command (./opfs.ts): when they are gone, the
   * page hears it as the event `storage-lost`. */
  const pool = watchPool(() => emit('storage-lost', 'null'));

  /** Called when the page holds the saved games (its "hold" message: ./holder.ts). The
   * worker starts before, so that the app core loads and compiles while the page waits for the
   * lock; it opens the saves only after. */
  let hold: () => void = () => {};
  const held = new Promise<void>((resolve) => (hold = resolve));
  const loaded = init();
  // A module that cannot load is said once the page listens (after "hold"), below.
  loaded.catch(() => {});
  // A tab that has just taken the saves over waits for the tab it took them from to let go.
  const ready: Promise<void> = held
    .then(() => Promise.all([loaded, waitForPool()]))
    .then(() => start(emit, askPage, startSearch, stopSearch))
    .then(() => set_search_workers(searchWorkers))
    .then(() => pool.start())
    .then(() => {
      // Well after the core's start: the first screen waits for the core alone, and a search
      // worker's start (its module fetched and compiled on another thread) would take a phone's
      // cores from the page's first screen.
      setTimeout(() => {
        if (idle.length === 0 && searching.size === 0) idle.push(searchWorker());
      }, SEARCH_WORKER_AHEAD_MS);
    })
    .catch((err: unknown) => {
      stop(`the app could not start in this browser: ${describe(err)}`);
      throw err;
    });

  function describe(err: unknown): string {
    return err instanceof Error ? err.message : String(err);
  }

  async function answer(id: number, name: string, argsJson: string) {
    try {
      await ready;
    } catch {
      /* stopped: said below */
    }
    if (stopped !== null) {
      post({ type: 'answer', id, ok: false, error: { kind: 'internal', message: stopped } });
      return;
    }
    try {
      const value = await call(name, argsJson);
      post({ type: 'answer', id, ok: true, value: JSON.parse(value) });
      // A command that saved may have written to files the browser has deleted: checked.
      pool.check();
    } catch (err) {
      if (typeof err === 'string') {
        // The core refused: its error, as JSON.
        post({ type: 'answer', id, ok: false, error: JSON.parse(err) });
      } else {
        // A fault inside the WebAssembly module (a trap): the module cannot be used again.
        const reason = `the app stopped: ${describe(err)}`;
        post({ type: 'answer', id, ok: false, error: { kind: 'internal', message: reason } });
        stop(reason);
      }
    }
  }

  // Every message is checked before any of it reaches the core (./messages.ts): a malformed one
  // is answered with an error, to its call when it names one, and the core goes on.
  scope.addEventListener('message', (e: MessageEvent<unknown>) => {
    const checked = checkMessage(e.data);
    if (!checked.ok) {
      const error = { kind: 'invalid_input', message: `a malformed message to the app core: ${checked.reason}` };
      if (checked.id !== null && isCall(e.data)) post({ type: 'answer', id: checked.id, ok: false, error });
      else post({ type: 'rejected', reason: error.message });
      return;
    }
    const message = checked.message;
    if (message.type === 'call') {
      void answer(message.id, message.name, message.argsJson);
    } else if (message.type === 'hold') {
      hold();
    } else if (message.type === 'search-workers') {
      searchWorkers = message.count;
      // Before the core's start, it takes the count then.
      void ready.then(() => set_search_workers(searchWorkers), () => {});
    } else if (message.type === 'page-reply') {
      const request = asked.get(message.id);
      asked.delete(message.id);
      if (!request) return;
      if (message.ok) request.resolve(message.value ?? null);
      else request.reject(new Error(message.error ?? 'the page could not do it'));
    }
  });
}

/** Whether a message says it is a call (its answer then goes to the call's id). */
function isCall(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'call';
}
