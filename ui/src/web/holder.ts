// One holder of the saved games per origin (the web build). The saved games live in one
// SQLite database on the origin-private file system, whose pool of files only one worker at a
// time may open: a second tab or window of the app would get no storage and play from memory.
// So a Web Lock names the tab that holds the saves. The page that gets it starts the core's
// worker at once; a page that does not says that the app is open elsewhere, with "Use it
// here", and starts by itself when the holder goes away (its tab closed). "Use it here" takes
// the lock over: the holder hears it (a BroadcastChannel message, and its lock lost), ends its
// core's worker — every action is saved as it is made, so nothing is left to write — and says
// where the game went, with "Use it here" to take it back.
import type { FromWorker, ToWorker } from '../lib/transport/protocol';
import type { WorkerPort } from '../lib/transport/worker';
import { t } from '../lib/i18n/index.svelte';

/** The Web Lock's name and the channel's: one per origin. */
const LOCK = 'tipgobble-saves';
/** Set in sessionStorage by "Use it here" across the page's reload. */
const TAKE_OVER = 'tipgobble.take-over';

type Listener = ((e: MessageEvent<FromWorker>) => void) | ((e: ErrorEvent) => void);

/** The core's worker, started later: calls and listeners wait in here until this tab holds
 * the saves (the UI mounts at once, behind the notice). */
export class LaterWorker implements WorkerPort {
  worker: Worker | null = null;
  private queue: ToWorker[] = [];
  private listeners: [string, Listener][] = [];

  postMessage(message: ToWorker): void {
    if (this.worker) this.worker.postMessage(message);
    else this.queue.push(message);
  }

  addEventListener(type: 'message', listener: (e: MessageEvent<FromWorker>) => void): void;
  addEventListener(type: 'error', listener: (e: ErrorEvent) => void): void;
  addEventListener(type: string, listener: Listener): void {
    this.listeners.push([type, listener]);
    this.worker?.addEventListener(type, listener as EventListener);
  }

  /** Ends the worker (a core that stopped) and starts with `worker` instead: the listeners
   * leave the old one, which nothing reaches any more. */
  replace(worker: Worker): void {
    const old = this.worker;
    if (old) {
      for (const [type, listener] of this.listeners) old.removeEventListener(type, listener as EventListener);
      old.terminate();
    }
    this.attach(worker);
  }

  /** Starts with `worker`: it may open the saves now ("hold"), the listeners hear it, the
   * waiting calls go to it. */
  attach(worker: Worker): void {
    this.worker = worker;
    worker.postMessage({ type: 'hold' } satisfies ToWorker);
    for (const [type, listener] of this.listeners) worker.addEventListener(type, listener as EventListener);
    for (const message of this.queue.splice(0)) worker.postMessage(message);
  }
}

/** What this tab is to the saves. */
export type Holding = 'holding' | 'waiting' | 'gone';

/** Shows the full-screen notice `kind` ("elsewhere": another tab holds the saves; "moved":
 * this tab let them go to another), with "Use it here". */
function showNotice(kind: 'elsewhere' | 'moved'): void {
  document.querySelector('[data-testid="holder-notice"]')?.remove();
  const notice = document.createElement('div');
  notice.setAttribute('role', 'alertdialog');
  notice.setAttribute('aria-modal', 'true');
  notice.dataset.testid = 'holder-notice';
  notice.dataset.kind = kind;
  notice.className = 'holder-notice';
  const title = document.createElement('h1');
  title.id = 'holder-notice-title';
  title.textContent = t(kind === 'elsewhere' ? 'holder.elsewhereTitle' : 'holder.movedTitle');
  notice.setAttribute('aria-labelledby', title.id);
  const body = document.createElement('p');
  body.textContent = t(kind === 'elsewhere' ? 'holder.elsewhere' : 'holder.moved');
  const use = document.createElement('button');
  use.type = 'button';
  use.className = 'primary';
  use.dataset.testid = 'use-here';
  use.textContent = t('holder.useHere');
  use.addEventListener('click', () => {
    sessionStorage.setItem(TAKE_OVER, '1');
    location.reload();
  });
  notice.append(title, body, use);
  document.body.append(notice);
  // The app under it can be neither tapped nor reached by keyboard or screen reader.
  document.getElementById('app')?.setAttribute('inert', '');
  use.focus();
}

function hideNotice(): void {
  document.querySelector('[data-testid="holder-notice"]')?.remove();
  document.getElementById('app')?.removeAttribute('inert');
}

/** Holds the saves for this tab: starts `start()` (the core's worker) once this tab holds the
 * lock, at once when no other tab has it or this page was reloaded by "Use it here" (which
 * takes it over). Until then, and after another tab took it over, a notice covers the page
 * (`ready` is awaited before it is shown: the person's language's texts). `onGone` runs when
 * another tab took the saves. Returns what this tab is now. */
export async function holdSaves({
  start,
  onGone,
  ready,
}: {
  start: () => void;
  onGone: () => void;
  ready: Promise<unknown>;
}): Promise<Holding> {
  if (!('locks' in navigator) || typeof BroadcastChannel === 'undefined') {
    // No Web Locks (older browsers): the pool's own refusal stays the only guard.
    start();
    return 'holding';
  }
  const channel = new BroadcastChannel(LOCK);
  let state: Holding = 'waiting';
  let release: () => void = () => {};
  const gone = () => {
    if (state !== 'holding') return;
    state = 'gone';
    release();
    onGone();
    void ready.then(() => showNotice('moved'));
  };
  channel.addEventListener('message', (e: MessageEvent<unknown>) => {
    if (e.data === 'take-over') gone();
  });
  // Held until another tab takes it over or this page goes.
  const held = (lock: Lock | null): Promise<void> | undefined => {
    if (lock === null) return undefined;
    state = 'holding';
    hideNotice();
    start();
    return new Promise<void>((resolve) => (release = resolve));
  };
  const takeOver = sessionStorage.getItem(TAKE_OVER) === '1';
  sessionStorage.removeItem(TAKE_OVER);
  if (takeOver) {
    channel.postMessage('take-over');
    // The holder may be a tab still loading, or one of an older build: the lock is taken from
    // it whatever it does, and its worker's files are waited for (./opfs.ts).
    void navigator.locks.request(LOCK, { steal: true }, held).catch(gone);
    return 'holding';
  }
  const got = await new Promise<boolean>((resolve) => {
    navigator.locks
      .request(LOCK, { ifAvailable: true }, (lock) => {
        resolve(lock !== null);
        return held(lock);
      })
      .catch(() => {
        if (state === 'holding') {
          gone();
          return;
        }
        // The lock could not even be asked for: the pool's own refusal stays the only guard.
        state = 'holding';
        start();
        resolve(true);
      });
  });
  if (!got) {
    void ready.then(() => {
      if (state === 'waiting') showNotice('elsewhere');
    });
    // Waits its turn: this tab starts by itself when the holder goes (its tab closed).
    navigator.locks.request(LOCK, held).catch(gone);
  }
  return state;
}
