// The Saved games screen's state, outside the components (as the game, review and puzzles
// screens'): the cards, a page of 24 at a time from Rust (newer and older pages, the newest and
// the oldest), only the page's replayed by Rust for their pictures, so that thousands open at
// once and the list never holds more than a page to scroll; what the screen says last (a
// result, an error, a deletion to undo); the card being renamed, the paste panel and the card
// whose "⋯" menu is open; and the import under way, with its progress (games read, then
// stored, of all) and a Cancel that keeps none of its games. Opened from the home screen's "N
// more unfinished games", it lists the unfinished games only (Rust picks them, pages and
// counts them), until "Show every game". It talks to Rust through `SavedApi` (lib/ipc in the
// app, fakes in the tests) and says what happened in the person's words.
import { IpcError, type ImportProgress, type SavedGameCard, type SavedGamesPage } from '../ipc';
import { date, t } from '../i18n/index.svelte';
import { gameName } from '../sides';

/** The commands and events Saved games uses (the names of lib/ipc). */
export interface SavedApi {
  listSavedGamesPage(offset: number, limit: number, unfinished: boolean): Promise<SavedGamesPage>;
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

/** How many cards one page holds (Rust replays each for its picture): whole rows of the one,
 * two and three columns the list has by width. A page turns in about a quarter of a second
 * and scrolls without a late frame, where a list of a thousand cards did not
 * (docs/benchmarks.md, Scrolling Saved games). */
export const PAGE = 24;

/** The largest text imported, pasted or from a file (Rust's MAX_IMPORT_BYTES). */
export const MAX_IMPORT_BYTES = 1024 * 1024;

/** How many pages `total` games make (one when there are none). */
const pagesOf = (total: number): number => Math.max(1, Math.ceil(total / PAGE));

/** The card's heading: its title, or the game's name (said once: no second "Gobblet"). */
export const heading = (g: SavedGameCard): string => g.title ?? gameName(g.kind);

/** The game in a message ("“Gobblet, 2 Dec 2026” deleted"). */
export const label = (g: SavedGameCard): string => g.title ?? `${gameName(g.kind)}, ${date(new Date(g.created_at))}`;

/** The state of one Saved games screen. */
export class SavedScreen {
  /** The page's cards, newest first; null until the first page comes. */
  games: SavedGameCard[] | null = $state(null);
  /** How many saved games there are (the unfinished ones when only those are listed). */
  total = $state(0);
  /** The page shown, from 0 (the newest games). */
  page = $state(0);
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

  /** `describe` gives an error's detail in words; `copyText` puts a text on the clipboard. */
  constructor(
    private readonly api: SavedApi,
    private readonly describe: (error: unknown) => string,
    private readonly copyText: (text: string) => Promise<void>,
    unfinished = false,
  ) {
    this.onlyUnfinished = unfinished;
  }

  /** How many pages the saved games make (one when there are none). */
  get pages(): number {
    return pagesOf(this.total);
  }

  /** The place of the page's first card among all the saved games listed, from 1. */
  get first(): number {
    return this.page * PAGE + 1;
  }

  /** Asks Rust again for the page shown (after a change to the saved games); when the games
   * have shrunk below it (the last page's last game deleted), the last page there is. */
  refresh = async (): Promise<void> => {
    try {
      let page = await this.#load(this.page);
      if (page.cards.length === 0 && page.total > 0 && this.page > 0) {
        const last = pagesOf(page.total) - 1;
        page = await this.#load(last);
        this.page = last;
      }
      this.games = page.cards;
      this.total = page.total;
    } catch (e) {
      this.games = [];
      this.total = 0;
      this.#failed(e);
    }
  };

  /** Shows page `n` (clamped to the pages there are); true when the page changed. */
  goTo = async (n: number): Promise<boolean> => {
    const to = Math.min(Math.max(0, Math.trunc(n)), this.pages - 1);
    if (to === this.page || this.games === null) return false;
    try {
      const page = await this.#load(to);
      this.page = to;
      this.games = page.cards;
      this.total = page.total;
      return true;
    } catch (e) {
      this.#failed(e);
      return false;
    }
  };

  /** The page of newer games, before this one. */
  newer = (): Promise<boolean> => this.goTo(this.page - 1);
  /** The page of older games, after this one. */
  older = (): Promise<boolean> => this.goTo(this.page + 1);
  /** The first page: the newest games. */
  newest = (): Promise<boolean> => this.goTo(0);
  /** The last page: the oldest games. */
  oldest = (): Promise<boolean> => this.goTo(this.pages - 1);

  /** Lists every saved game again, from its first page. */
  showAll = async (): Promise<void> => {
    this.onlyUnfinished = false;
    this.page = 0;
    await this.refresh();
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

  #load(page: number): Promise<SavedGamesPage> {
    return this.api.listSavedGamesPage(page * PAGE, PAGE, this.onlyUnfinished);
  }

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
