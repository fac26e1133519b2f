// The app's life in the background: one listener to the page's visibility tells its
// subscribers when the app is hidden (another app in front, the phone locked, the window
// minimised) and shown again, so that nothing uses the CPU or plays a sound meanwhile. The
// sound, the hint and the game analysis each subscribe here.

/** Whether the app can be seen. */
export type Visibility = 'shown' | 'hidden';

/** An event target as far as the lifecycle needs it. */
interface Target {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

/** The window as far as the lifecycle needs it (a fake one in tests): `visibilitychange` on
 * its document, `pagehide` and `pageshow` on itself. */
export interface PageHost extends Target {
  readonly document: Target & { readonly visibilityState: DocumentVisibilityState };
}

/** Tells subscribers when the page is hidden and shown again, once per change. */
export class Lifecycle {
  private host: PageHost | null = null;
  private now: Visibility = 'shown';
  private readonly listeners = new Set<(visibility: Visibility) => void>();
  /** The document's own word: hidden, or shown. */
  private readonly onVisibility = () => this.set(this.host?.document.visibilityState === 'hidden' ? 'hidden' : 'shown');
  /** Leaving the page (WebKit may send only this): hidden, whatever the document says. */
  private readonly onPageHide = () => this.set('hidden');

  /** Whether the page is shown now. */
  get visibility(): Visibility {
    return this.now;
  }

  /** Starts listening to `host` (the window), taking its visibility now; returns what stops it. */
  attach(host: PageHost): () => void {
    this.detach();
    this.host = host;
    host.document.addEventListener('visibilitychange', this.onVisibility);
    host.addEventListener('pagehide', this.onPageHide);
    host.addEventListener('pageshow', this.onVisibility);
    this.onVisibility();
    return () => this.detach();
  }

  /** Stops listening (the subscribers stay). */
  detach(): void {
    const host = this.host;
    this.host = null;
    if (!host) return;
    host.document.removeEventListener('visibilitychange', this.onVisibility);
    host.removeEventListener('pagehide', this.onPageHide);
    host.removeEventListener('pageshow', this.onVisibility);
  }

  /** Calls `listener` at each change from shown to hidden and back; returns what unsubscribes. */
  subscribe(listener: (visibility: Visibility) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(next: Visibility): void {
    if (next === this.now) return;
    this.now = next;
    for (const listener of [...this.listeners]) {
      try {
        listener(next);
      } catch (e) {
        // One subscriber's failure must not keep the others running in the background.
        queueMicrotask(() => {
          throw e;
        });
      }
    }
  }
}

/** The app's one lifecycle (App.svelte attaches it to the window). */
export const lifecycle = new Lifecycle();

/** A piece of work that the background stops and that is asked for again when the app
 * comes back, if it is still wanted (a hint being searched). */
export interface StoppableWork {
  /** Whether the work is wanted and running (or waiting to run again). */
  running(): boolean;
  /** Stops it; a promise, if any, says when it has stopped. */
  stop(): Promise<unknown> | void;
  /** Asks for it again. */
  again(): void;
}

/** Stops `work` when the page is hidden while it runs, and asks for it again once the page is
 * shown and the stop is done, if it is still wanted then. Returns what unsubscribes. */
export function stopWhileHidden(life: Lifecycle, work: StoppableWork): () => void {
  /** The stop under way since the page was hidden, until it is shown. */
  let stopping: Promise<unknown> | null = null;
  /** Counts the changes: an ask that waited for a stop is dropped if the page changed since. */
  let turn = 0;
  return life.subscribe((visibility) => {
    const mine = ++turn;
    if (visibility === 'hidden') {
      if (stopping === null && work.running()) {
        let stopped: Promise<unknown> | void;
        try {
          stopped = work.stop();
        } catch {
          stopped = undefined;
        }
        stopping = Promise.resolve(stopped).catch(() => undefined);
      }
    } else if (stopping !== null) {
      const stopped = stopping;
      stopping = null;
      void stopped.then(() => {
        if (mine === turn && work.running()) work.again();
      });
    }
  });
}
