// Where the person is in the app: a stack of screens, the home screen at the bottom, and the
// dialogs and panels open on the current screen. Going back — the back arrow, Escape, the
// Android back button — closes the last dialog or panel first, then leaves the screen.

import type { GameKind } from './games';

export type { GameKind };

/** A screen of the app and what it shows. */
export type Screen =
  | { name: 'home' }
  | { name: 'new-game'; game: GameKind }
  | { name: 'game' }
  | { name: 'settings' }
  | { name: 'rules'; game?: GameKind }
  | { name: 'saved'; unfinished?: boolean }
  | { name: 'statistics' }
  | { name: 'tutorial'; game: GameKind }
  /** Puzzles of `game`; `mine`: the person's own, made from their reviewed games. */
  | { name: 'puzzles'; game: GameKind; mine?: boolean }
  | { name: 'review'; id: number | null };

/** What one press of "back" did: closed a dialog or panel, went back one screen, went home
 * from the game (which is saved as it is played), or nothing because the person is home with
 * nothing open — then the platform may leave the app. */
export type BackStep = 'closed' | 'back' | 'home' | 'leave';

/** The screen stack. Back never leaves the home screen. */
export class Navigator {
  #stack: Screen[] = $state([{ name: 'home' }]);
  /** Closers of the open dialogs and panels, the last opened last. */
  #layers: Array<{ close: () => void }> = [];
  #layerCount = $state(0);

  /** The screen on top. */
  get current(): Screen {
    return this.#stack[this.#stack.length - 1] ?? { name: 'home' };
  }

  /** How many screens are open, the home screen included. */
  get depth(): number {
    return this.#stack.length;
  }

  /** The screen under the current one, if any. */
  get previous(): Screen | null {
    return this.#stack[this.#stack.length - 2] ?? null;
  }

  /** Whether there is a screen to go back to. */
  get canGoBack(): boolean {
    return this.#stack.length > 1;
  }

  /** Whether "back" has anything to do here: a dialog or panel to close, or a screen to
   * leave. False only on the home screen with nothing open. */
  get backHasWork(): boolean {
    return this.#layerCount > 0 || this.canGoBack;
  }

  /** Opens `screen` on top of the current one. */
  open(screen: Screen): void {
    this.#dropLayers();
    this.#stack.push(screen);
  }

  /** Replaces the current screen (the home screen stays at the bottom). */
  replace(screen: Screen): void {
    this.#dropLayers();
    if (this.#stack.length > 1) this.#stack[this.#stack.length - 1] = screen;
    else this.#stack.push(screen);
  }

  /** Goes back one screen; false when already home. */
  back(): boolean {
    if (!this.canGoBack) return false;
    this.#dropLayers();
    this.#stack.pop();
    return true;
  }

  /** Goes straight back to the home screen. */
  home(): void {
    this.#dropLayers();
    this.#stack.splice(1);
  }

  /** A dialog or panel opened on the current screen: the next "back" calls `close` instead
   * of leaving the screen. Returns the function to call when it closes by other means (an
   * `$effect` teardown): `$effect(() => { if (open) return nav.openLayer(() => (open = false)); })`. */
  openLayer(close: () => void): () => void {
    const layer = { close };
    this.#layers.push(layer);
    this.#layerCount = this.#layers.length;
    return () => {
      const at = this.#layers.indexOf(layer);
      if (at < 0) return;
      this.#layers.splice(at, 1);
      this.#layerCount = this.#layers.length;
    };
  }

  /** One press of "back", the way a person expects: the last dialog or panel closes; else
   * the game screen goes home (the game is saved as it is played); else a sub-screen goes
   * to the screen it was opened from; on the home screen nothing happens ('leave'). */
  goBack(): BackStep {
    const layer = this.#layers.pop();
    if (layer) {
      this.#layerCount = this.#layers.length;
      layer.close();
      return 'closed';
    }
    if (this.current.name === 'game') {
      this.home();
      return 'home';
    }
    return this.back() ? 'back' : 'leave';
  }

  /** Leaving a screen closes what was open on it (its closers are not called: the screen
   * and its state go away together). */
  #dropLayers(): void {
    this.#layers = [];
    this.#layerCount = 0;
  }
}

/** Where presses of a platform's back button come from. On Android it is
 * `onBackButtonPress` of `@tauri-apps/api/app`: while a listener is registered, every press
 * goes to it and nothing else happens; with none, Android does its default (the webview's
 * history, which this app never fills, then leaving the app). */
export interface BackButtonSource {
  /** Starts sending presses to `onPress`; resolves to the function that stops it. Rejects
   * where the platform has no back button to listen to. */
  listen(onPress: () => void): Promise<() => Promise<void> | void>;
}

/** Connects a platform's back button to a {@link Navigator}: listens to it only while back
 * has work to do, so that on the home screen with nothing open the press is the platform's
 * own and Android leaves the app as usual. Call {@link sync} whenever the screen or the open
 * dialogs change (an `$effect` reading `nav.backHasWork`). */
export class BackButton {
  readonly #nav: Navigator;
  readonly #source: BackButtonSource;
  #stop: (() => Promise<void> | void) | null = null;
  /** The registrations and removals, one after the other, in the order asked. */
  #queue: Promise<void> = Promise.resolve();
  #unsupported = false;

  constructor(nav: Navigator, source: BackButtonSource) {
    this.#nav = nav;
    this.#source = source;
  }

  /** Listens or stops listening as the navigator now needs; resolves once done. */
  sync(): Promise<void> {
    const wanted = this.#nav.backHasWork;
    this.#queue = this.#queue.then(() => this.#apply(wanted));
    return this.#queue;
  }

  /** Stops listening for good (the app frame is going away). */
  detach(): Promise<void> {
    this.#queue = this.#queue.then(() => this.#apply(false));
    return this.#queue;
  }

  async #apply(wanted: boolean): Promise<void> {
    if (this.#unsupported) return;
    if (wanted && !this.#stop) {
      try {
        // A press that arrives while the stop is on its way, with nothing left to do, is
        // dropped: Android only leaves the app on a press no listener takes.
        this.#stop = await this.#source.listen(() => void this.#nav.goBack());
      } catch {
        // No back button on this platform (desktop, iOS): Escape and the on-screen back
        // arrow do the same through Navigator.goBack.
        this.#unsupported = true;
      }
    } else if (!wanted && this.#stop) {
      const stop = this.#stop;
      this.#stop = null;
      try {
        await stop();
      } catch {
        // The listener is gone already (the webview is closing).
      }
    }
  }
}
