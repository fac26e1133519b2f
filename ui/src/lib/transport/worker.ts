// The web host's transport: the app core runs as WebAssembly in a dedicated Web Worker
// (ui/src/web/worker.ts), so that nothing it does, a search included, blocks the page.
// Calls and their answers are paired by id; events are dispatched by name; the few things
// only a page can do (save a file, pick one) the worker asks of the page.
import type { Transport, Unlisten } from './types';
import type { FromWorker, PageReply, ToWorker } from './protocol';
import { openTextFile, saveTextFile } from './page-files';

type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

/** The part of a Worker this transport uses (a test passes a fake). */
export interface WorkerPort {
  postMessage(message: ToWorker): void;
  addEventListener(type: 'message', listener: (e: MessageEvent<FromWorker>) => void): void;
  addEventListener(type: 'error', listener: (e: ErrorEvent) => void): void;
}

/** What the page does for the worker; the browser's download and file picker by default. */
export interface PageFiles {
  save(name: string, text: string): Promise<boolean>;
  open(): Promise<string | null>;
}

const browserFiles: PageFiles = { save: saveTextFile, open: openTextFile };

/** How many times a page starts a new core after one stopped (a core that stops again and
 * again is then said to have stopped, as one that cannot start is). */
export const RESTARTS = 3;

/** A transport over `worker`, which runs the core and speaks ./protocol. `onFailed` hears,
 * once, that the core could not start or stopped for good: every call is refused from then on.
 * With `onStopped`, a core that stops after it has answered a call (a panic) is not the end:
 * the calls waiting for it are refused, `onStopped` starts a new one on `worker` (up to
 * RESTARTS times), and the calls made from then on go to it. */
export function workerTransport(
  worker: WorkerPort,
  {
    files = browserFiles,
    onFailed,
    onStopped,
  }: { files?: PageFiles; onFailed?: (reason: string) => void; onStopped?: (reason: string) => void } = {},
): Transport {
  let next = 1;
  const pending = new Map<number, Pending>();
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  let failed: string | null = null;
  /** Whether the core running now has answered a call: it started. */
  let answered = false;
  let restarts = 0;

  const fail = (reason: string) => {
    if (failed !== null) return;
    for (const call of pending.values()) call.reject({ kind: 'internal', message: reason });
    pending.clear();
    if (onStopped && answered && restarts < RESTARTS) {
      restarts += 1;
      answered = false;
      onStopped(reason);
      return;
    }
    failed = reason;
    onFailed?.(reason);
  };
  const reply = (id: number, work: Promise<boolean | string | null>) => {
    work.then(
      (value) => worker.postMessage({ type: 'page-reply', id, ok: true, value } satisfies PageReply),
      (err: unknown) =>
        worker.postMessage({ type: 'page-reply', id, ok: false, error: err instanceof Error ? err.message : String(err) }),
    );
  };

  worker.addEventListener('message', (e: MessageEvent<FromWorker>) => {
    const message = e.data;
    switch (message.type) {
      case 'answer': {
        const call = pending.get(message.id);
        pending.delete(message.id);
        if (!call) return;
        if (message.ok) answered = true;
        if (message.ok) call.resolve(message.value);
        else call.reject(message.error);
        return;
      }
      case 'event':
        for (const handler of listeners.get(message.event) ?? []) handler(message.payload);
        return;
      case 'failed':
        fail(message.reason);
        return;
      case 'save-file':
        reply(message.id, files.save(message.name, message.text));
        return;
      case 'open-file':
        reply(message.id, files.open());
        return;
    }
  });
  worker.addEventListener('error', (e: ErrorEvent) => fail(e.message || 'the app could not start in this browser'));

  return {
    call(name, args) {
      if (failed !== null) return Promise.reject({ kind: 'internal', message: failed });
      const id = next++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ type: 'call', id, name, argsJson: JSON.stringify(args ?? null) });
      });
    },
    async listen(event, handler): Promise<Unlisten> {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(handler);
      return () => set.delete(handler);
    },
  };
}
