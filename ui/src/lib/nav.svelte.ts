// Where the person is in the app: a stack of screens, the home screen at the bottom.

/** The two games. */
export type GameKind = 'gobblet' | 'deblockle';

/** A screen of the app and what it shows. */
export type Screen =
  | { name: 'home' }
  | { name: 'new-game'; game: GameKind }
  | { name: 'game' }
  | { name: 'settings' }
  | { name: 'rules'; game?: GameKind }
  | { name: 'saved' }
  | { name: 'statistics' }
  | { name: 'tutorial'; game: GameKind };

/** The screen stack. Back never leaves the home screen. */
export class Navigator {
  #stack: Screen[] = $state([{ name: 'home' }]);

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

  /** Opens `screen` on top of the current one. */
  open(screen: Screen): void {
    this.#stack.push(screen);
  }

  /** Replaces the current screen (the home screen stays at the bottom). */
  replace(screen: Screen): void {
    if (this.#stack.length > 1) this.#stack[this.#stack.length - 1] = screen;
    else this.#stack.push(screen);
  }

  /** Goes back one screen; false when already home. */
  back(): boolean {
    if (!this.canGoBack) return false;
    this.#stack.pop();
    return true;
  }

  /** Goes straight back to the home screen. */
  home(): void {
    this.#stack.splice(1);
  }
}
