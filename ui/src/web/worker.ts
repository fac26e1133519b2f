// The web build's Web Worker: the app core (crates/web, compiled to WebAssembly by
// scripts/build-web.sh) runs here, off the page's thread. It answers the page's calls, sends
// the core's events, and asks the page for what only a page can do (a file to save or open).
// Speaks ../lib/transport/protocol.
import init, { call, start } from '@tipgobble/web-core';
import type { FromWorker, ToWorker } from '../lib/transport/protocol';

const scope = self as unknown as {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (e: MessageEvent<ToWorker>) => void): void;
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

const ready: Promise<void> = init()
  .then(() => start(emit, askPage))
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

scope.addEventListener('message', (e: MessageEvent<ToWorker>) => {
  const message = e.data;
  if (message.type === 'call') {
    void answer(message.id, message.name, message.argsJson);
  } else if (message.type === 'page-reply') {
    const request = asked.get(message.id);
    asked.delete(message.id);
    if (!request) return;
    if (message.ok) request.resolve(message.value ?? null);
    else request.reject(new Error(message.error ?? 'the page could not do it'));
  }
});
