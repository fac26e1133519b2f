// The Saved games screen's state, outside the components (as the game, review and puzzles
// screens'): the cards, a page at a time from Rust ("Show more" asks for the next), only the
// shown ones replayed by Rust for their pictures, so that thousands open at once; what the
// screen says last (a result, an error, a deletion to undo); the card being renamed, the
// paste panel and the card whose "⋯" menu is open; and the import under way, with its
// progress (games read, then stored, of all) and a Cancel that keeps none of its games.
// Opened from the home screen's "N more unfinished games", it lists the unfinished games only,
// until "Show every game". It talks to Rust through `SavedApi` (lib/ipc in the app, fakes in
// the tests) and says what happened in the person's words.
import { IpcError, type ImportProgress, type SavedGameCard, type SavedGamesPage } from '../ipc';
import { date, t } from '../i18n/index.svelte';
import { gameName } from '../sides';

/** The commands and events Saved games uses (the names of lib/ipc). */
export interface SavedApi {
  listSavedGamesPage(offset: number, limit: number): Promise<SavedGamesPage>;
  deleteSavedGame(id: number): Promise<void>;
  restoreSavedGame(id: number): Promise<void>;
  renameSavedGame(id: number, title: string): Promise<void>;
  savedGameText(id: number): Promise<string>;
  exportSavedGame(id: number, title: string): Promise<boolean>;
  exportAllGames(title: string): Promise<number | null>;
  importGameText(text: string): Promise<number>;
  importGameFile(title: string): Promise<number | null>;
  cancelImport(): Promise<boolean>;
  openSavedGame(id: number): Promise<unknown>;
  onImportProgress(handler: (progress: ImportProgress) => void): Promise<() => void>;
}

/** What the screen last says: a result, an error, or a deletion to undo (the game's id). */
export type Message = { text: string; error: boolean; undo?: number };

/** How many cards one page holds (Rust replays each for its picture). */
export const PAGE = 50;

/** The largest text imported, pasted or from a file (Rust's MAX_IMPORT_BYTES). */
export const MAX_IMPORT_BYTES = 1024 * 1024;

/** The card's heading: its title, or the game's name (said once: no second "Gobblet"). */
export const heading = (g: SavedGameCard): string => g.title ?? gameName(g.kind);

/** The game in a message ("“Gobblet, 2 Dec 2026” deleted"). */
export const label = (g: SavedGameCard): string => g.title ?? `${gameName(g.kind)}, ${date(new Date(g.created_at))}`;

/** The state of one Saved games screen. */
export class SavedScreen {
  /** The cards asked for so far, newest first; null until the first page comes. */
  games: SavedGameCard[] | null = $state(null);
  /** How many saved games there are. */
  total = $state(0);
  /** Whether only the unfinished games are listed. */
  onlyUnfinished = $state(false);
  message: Message | null = $state(null);
  /** The card being renamed, and the title typed. */
  renaming: number | null = $state(null);
  newTitle = $state('');
  /** The paste panel, and the text pasted. */
  pasting = $state(false);
  pasted = $state('');
  /** The card whose "⋯" menu is open. */
  menuFor: number | null = $state(null);
  /** The import under way, as Rust last reported it (games read, then stored, of all). */
  importing: ImportProgress | null = $state(null);
  /** Whether an import runs from this screen (its buttons wait for it). */
  importRunning = $state(false);
  /** Whether the person pressed Cancel on the import under way. */
  cancelling = $state(false);

  /** How many cards are asked for at a refresh: a page, and one more at each "Show more". */
  #wanted = PAGE;

  /** `describe` gives an error's detail in words; `copyText` puts a text on the clipboard. */
  constructor(
    private readonly api: SavedApi,
    private readonly describe: (error: unknown) => string,
    private readonly copyText: (text: string) => Promise<void>,
    unfinished = false,
  ) {
    this.onlyUnfinished = unfinished;
  }

  /** The cards listed: every one asked for, or the unfinished ones only. */
  get listed(): SavedGameCard[] {
    const games = this.games ?? [];
    return this.onlyUnfinished ? games.filter((g) => g.state.state === 'playing') : games;
  }

  /** Whether saved games are left to show ("Show more"). */
  get hasMore(): boolean {
    return this.games !== null && this.games.length < this.total;
  }

  /** Asks Rust again for every card shown (after a change to the saved games). */
  refresh = async (): Promise<void> => {
    try {
      const page = await this.api.listSavedGamesPage(0, this.#wanted);
      this.games = page.cards;
      this.total = page.total;
    } catch (e) {
      this.games = [];
      this.total = 0;
      this.#failed(e);
    }
  };

  /** The next page of cards, below the ones shown. */
  showMore = async (): Promise<void> => {
    const games = this.games;
    if (!games) return;
    try {
      const page = await this.api.listSavedGamesPage(games.length, PAGE);
      const shown = new Set(games.map((g) => g.id));
      this.games = [...games, ...page.cards.filter((g) => !shown.has(g.id))];
      this.total = page.total;
      this.#wanted = Math.max(this.#wanted, this.games.length);
    } catch (e) {
      this.#failed(e);
    }
  };

  showAll = (): void => {
    this.onlyUnfinished = false;
  };

  /** Opens the "⋯" menu of game `id`, or closes it when it is open. */
  toggleMenu = (id: number): void => {
    this.menuFor = this.menuFor === id ? null : id;
  };

  closeMenu = (): void => {
    this.menuFor = null;
  };

  /** Deletes a game; the message offers to undo it. */
  remove = async (g: SavedGameCard): Promise<void> => {
    this.menuFor = null;
    try {
      await this.api.deleteSavedGame(g.id);
      this.message = { text: t('saved.deleted', { game: label(g) }), error: false, undo: g.id };
    } catch (e) {
      this.#failed(e);
    }
    await this.refresh();
  };

  /** Restores the game the message says was deleted. */
  undoDelete = async (): Promise<void> => {
    const id = this.message?.undo;
    if (id === undefined) return;
    await this.#act(async () => (await this.api.restoreSavedGame(id), null));
    this.message = null;
  };

  startRename = (g: SavedGameCard): void => {
    this.menuFor = null;
    this.renaming = g.id;
    this.newTitle = g.title ?? '';
  };

  cancelRename = (): void => {
    this.renaming = null;
  };

  /** Saves the title typed for the game being renamed (an empty one clears it). */
  saveRename = async (): Promise<void> => {
    const id = this.renaming;
    if (id === null) return;
    await this.#act(async () => {
      await this.api.renameSavedGame(id, this.newTitle);
      this.renaming = null;
      return null;
    });
  };

  /** Writes a game to a file the person picks (a download in a browser). */
  exportGame = async (g: SavedGameCard): Promise<void> => {
    this.menuFor = null;
    await this.#act(async () => ((await this.api.exportSavedGame(g.id, t('saved.export'))) ? t('saved.exported') : null));
  };

  /** Puts a game's text on the clipboard. */
  copy = async (g: SavedGameCard): Promise<void> => {
    this.menuFor = null;
    await this.#act(async () => (await this.copyText(await this.api.savedGameText(g.id)), t('saved.copied')));
  };

  /** Writes every saved game to one file the person picks (a download in a browser). */
  exportAll = async (): Promise<void> => {
    try {
      const count = await this.api.exportAllGames(t('saved.exportAll'));
      if (count !== null) this.message = { text: t('saved.exportedAll', { count }), error: false };
    } catch (e) {
      this.#failed(e);
    }
  };

  togglePaste = (): void => {
    this.pasting = !this.pasting;
  };

  /** Imports the text pasted; once imported, the paste panel closes. */
  importPasted = async (): Promise<void> => {
    if (new TextEncoder().encode(this.pasted).length > MAX_IMPORT_BYTES) {
      this.message = { text: t('saved.tooLarge'), error: true };
      return;
    }
    const text = this.pasted;
    if (await this.#import(() => this.api.importGameText(text))) {
      this.pasting = false;
      this.pasted = '';
    }
  };

  /** Imports the games of the file the person picks; a bad file says what is wrong with it. */
  importFile = async (): Promise<void> => {
    await this.#import(() => this.api.importGameFile(t('saved.importFile')));
  };

  /** Stops the import under way: Rust keeps none of its games. */
  cancelImport = async (): Promise<void> => {
    this.cancelling = true;
    try {
      await this.api.cancelImport();
    } catch (e) {
      this.#failed(e);
    }
  };

  /** Opens an unfinished game as the game in play; true when opened (the game screen is
   * next). One that no longer replays says why. */
  resume = async (g: SavedGameCard): Promise<boolean> => {
    try {
      await this.api.openSavedGame(g.id);
      return true;
    } catch (e) {
      this.message = { text: t('saved.openFailed', { message: this.describe(e) }), error: true };
      await this.refresh();
      return false;
    }
  };

  /** Runs an import, its progress shown with a Cancel; a cancelled one says nothing was
   * imported (Rust kept none of its games), a failed one why. Whether it imported. */
  async #import(run: () => Promise<unknown>): Promise<boolean> {
    const before = this.total;
    this.importRunning = true;
    this.cancelling = false;
    const unlisten = await this.api.onImportProgress((p) => (this.importing = p));
    try {
      const imported = await run();
      await this.refresh();
      if (imported === null) return false;
      const count = this.total - before;
      this.message = { text: count > 1 ? t('saved.importedMany', { count }) : t('saved.imported'), error: false };
      return true;
    } catch (e) {
      this.message =
        e instanceof IpcError && e.error.kind === 'cancelled'
          ? { text: t('saved.importCancelled'), error: false }
          : { text: t('saved.importFailed', { message: this.describe(e) }), error: true };
      await this.refresh();
      return false;
    } finally {
      unlisten();
      this.importing = null;
      this.importRunning = false;
    }
  }

  /** Runs `f`, says what it answers (or why it failed), and lists the cards again. */
  async #act(f: () => Promise<string | null>): Promise<void> {
    try {
      const text = await f();
      if (text) this.message = { text, error: false };
    } catch (e) {
      this.#failed(e);
    }
    await this.refresh();
  }

  #failed(e: unknown): void {
    this.message = { text: t('saved.failed', { message: this.describe(e) }), error: true };
  }
}
