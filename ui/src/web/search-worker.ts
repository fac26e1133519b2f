// A search worker of the web build, the web build's worker script in its second role
// (./worker.ts): runs one search of the app core at a time (the computer's move, a hint, a
// game's analysis), sent as data by the core's worker (./core-worker.ts), which ends this
// worker at once when the search is cancelled. The same WebAssembly module as the core's, used
// only through its `search` function.
import init, { search } from '@tipgobble/web-core';
import type { FromSearch, SearchRequest } from '../lib/transport/protocol';

/** The name a search worker is started with: the worker script's role (./worker.ts). */
export const SEARCH_WORKER_NAME = 'tipgobble-search';

function describe(err: unknown): string {
  return typeof err === 'string' ? err : err instanceof Error ? err.message : String(err);
}

/** Starts this worker as a search worker: it runs each job the core's worker sends. */
export function runSearch(): void {
  const scope = self as unknown as {
    postMessage(message: FromSearch): void;
    addEventListener(type: 'message', listener: (e: MessageEvent<SearchRequest>) => void): void;
  };
  const post = (message: FromSearch) => scope.postMessage(message);
  const ready = init();
  scope.addEventListener('message', (e: MessageEvent<SearchRequest>) => {
    void ready.then(
      () => {
        try {
          const answer = search(e.data.job, (json) => post({ type: 'news', json }));
          post({ type: 'done', answer });
        } catch (err) {
          // A job that does not read, or a fault inside the module: the core's worker ends
          // this worker and tells the core the search failed.
          post({ type: 'done', error: describe(err) });
        }
      },
      (err: unknown) => post({ type: 'done', error: `the search could not start: ${describe(err)}` }),
    );
  });
}
