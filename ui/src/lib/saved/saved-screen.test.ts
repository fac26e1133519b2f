// The Saved games screen's behaviour (./saved-screen.svelte.ts) against a fake core: the cards a
// page at a time, the unfinished-only list, delete with undo, rename, copy, export, open, and
// the import with its progress, its Cancel and its refusals.
import { describe, expect, it } from 'vitest';
import { IpcError, type ImportProgress, type SavedGameCard } from '../ipc';
import { MAX_IMPORT_BYTES, PAGE, SavedScreen, type SavedApi } from './saved-screen.svelte';

const card = (id: number, playing = false, title: string | null = null): SavedGameCard =>
  ({
    id,
    kind: 'gobblet',
    title,
    one: { type: 'person', name: 'Player' },
    two: { type: 'ai', level: 2 },
    state: playing ? { state: 'playing' } : { state: 'finished', result: { winner: 'one', reason: 'line-of-four' } },
    created_at: Date.UTC(2026, 11, 2),
    updated_at: Date.UTC(2026, 11, 2),
    plies: 4,
    board: null,
    side_to_move: 'one',
  }) as unknown as SavedGameCard;

/** A core holding `count` saved games (ids count down from `count`, every third unfinished),
 * with `over` replacing any command; `calls` keeps the commands called. */
function fake(count: number, over: Partial<SavedApi> = {}) {
  let games = Array.from({ length: count }, (_, i) => card(count - i, i % 3 === 0));
  const deleted = new Map<number, SavedGameCard>();
  const calls: string[] = [];
  const progress: ((p: ImportProgress) => void)[] = [];
  const api: SavedApi = {
    listSavedGamesPage: (offset, limit, unfinished) => {
      calls.push(`list ${offset} ${limit}${unfinished ? ' unfinished' : ''}`);
      const listed = unfinished ? games.filter((g) => g.state.state === 'playing') : games;
      return Promise.resolve({ cards: listed.slice(offset, offset + limit), total: listed.length });
    },
    deleteSavedGame: (id) => {
      calls.push(`delete ${id}`);
      const g = games.find((g) => g.id === id);
      if (g) deleted.set(id, g);
      games = games.filter((g) => g.id !== id);
      return Promise.resolve();
    },
    restoreSavedGame: (id) => {
      calls.push(`restore ${id}`);
      const g = deleted.get(id);
      if (g) games = [...games, g].sort((a, b) => b.id - a.id);
      return Promise.resolve();
    },
    renameSavedGame: (id, title) => {
      calls.push(`rename ${id} ${title}`);
      games = games.map((g) => (g.id === id ? { ...g, title: title || null } : g));
      return Promise.resolve();
    },
    savedGameText: (id) => Promise.resolve(`[Game "gobblet"] ${id}`),
    exportSavedGame: (id) => (calls.push(`export ${id}`), Promise.resolve(true)),
    exportAllGames: () => Promise.resolve(games.length),
    importGameText: (text) => {
      calls.push(`import ${text}`);
      const added = text.split('\n\n').map((_, i) => card(1000 + i));
      games = [...added, ...games];
      return Promise.resolve(added[0]?.id ?? 0);
    },
    importGameFile: () => Promise.resolve(null),
    cancelImport: () => (calls.push('cancel'), Promise.resolve(true)),
    openSavedGame: (id) => (calls.push(`open ${id}`), Promise.resolve({})),
    onImportProgress: (handler) => {
      progress.push(handler);
      return Promise.resolve(() => progress.splice(progress.indexOf(handler), 1));
    },
    ...over,
  };
  const copied: string[] = [];
  const screen = new SavedScreen(api, (e) => (e instanceof Error ? e.message : String(e)), (text) => (copied.push(text), Promise.resolve()));
  return { screen, api, calls, copied, progress };
}

const refused = (kind: 'cancelled' | 'refused', message = '') =>
  new IpcError(kind === 'cancelled' ? { kind } : { kind, message });

describe('SavedScreen', () => {
  it('lists the cards a page at a time: older, newer, the oldest and the newest', async () => {
    const count = 2 * PAGE + 20;
    const { screen, calls } = fake(count);
    expect(screen.games).toBeNull();
    await screen.refresh();
    const ids = () => screen.games?.map((g) => g.id);
    expect(ids()).toEqual(Array.from({ length: PAGE }, (_, i) => count - i));
    expect([screen.total, screen.pages, screen.page, screen.first]).toEqual([count, 3, 0, 1]);
    expect(await screen.newer()).toBe(false);
    expect(await screen.older()).toBe(true);
    expect([screen.page, screen.first, ids()?.[0]]).toEqual([1, PAGE + 1, count - PAGE]);
    expect(await screen.oldest()).toBe(true);
    expect(ids()).toEqual(Array.from({ length: 20 }, (_, i) => 20 - i));
    expect(await screen.older()).toBe(false);
    expect(calls.at(-1)).toBe(`list ${2 * PAGE} ${PAGE}`);
    // A change lists the page shown again; once its last game is gone, the page before it.
    await screen.remove(screen.games![0]!);
    expect(screen.games).toHaveLength(19);
    for (const g of [...screen.games!]) await screen.remove(g);
    expect([screen.page, screen.pages, screen.total]).toEqual([1, 2, 2 * PAGE]);
    expect(ids()?.at(-1)).toBe(21);
    expect(await screen.newest()).toBe(true);
    expect(ids()?.[0]).toBe(count);
  });

  it('lists the unfinished games only when opened for them (Rust picks them), until Show every game', async () => {
    const { api, calls } = fake(9);
    const screen = new SavedScreen(api, String, () => Promise.resolve(), true);
    await screen.refresh();
    expect(calls.at(-1)).toBe(`list 0 ${PAGE} unfinished`);
    expect(screen.games?.map((g) => g.id)).toEqual([9, 6, 3]);
    expect(screen.total).toBe(3);
    await screen.showAll();
    expect(screen.games).toHaveLength(9);
    expect(screen.total).toBe(9);
  });

  it('deletes a game with an undo that brings it back', async () => {
    const { screen, calls } = fake(3, {});
    await screen.refresh();
    const gone = screen.games![1]!;
    screen.toggleMenu(gone.id);
    await screen.remove(gone);
    expect(screen.menuFor).toBeNull();
    expect(screen.games?.map((g) => g.id)).toEqual([3, 1]);
    expect(screen.message).toMatchObject({ error: false, undo: 2 });
    // An untitled game is named by its game and the day it began.
    expect(screen.message?.text).toMatch(/^“Gobblet, .*2026.*” deleted\.$/);
    await screen.undoDelete();
    expect(calls).toContain('restore 2');
    expect(screen.games?.map((g) => g.id)).toEqual([3, 2, 1]);
    expect(screen.message).toBeNull();
  });

  it('renames a game, and says why when it cannot', async () => {
    const { screen } = fake(2, {});
    await screen.refresh();
    screen.startRename(screen.games![0]!);
    expect([screen.renaming, screen.newTitle]).toEqual([2, '']);
    screen.newTitle = 'Sunday';
    await screen.saveRename();
    expect(screen.renaming).toBeNull();
    expect(screen.games![0]!.title).toBe('Sunday');

    const failing = fake(2, { renameSavedGame: () => Promise.reject(refused('refused', 'the title is too long')) }).screen;
    await failing.refresh();
    failing.startRename(failing.games![0]!);
    await failing.saveRename();
    expect(failing.renaming).toBe(2);
    expect(failing.message).toEqual({ text: 'That did not work: the title is too long', error: true });
  });

  it('copies a game’s text and exports a game and every game', async () => {
    const { screen, copied, calls } = fake(2);
    await screen.refresh();
    await screen.copy(screen.games![1]!);
    expect(copied).toEqual(['[Game "gobblet"] 1']);
    expect(screen.message?.text).toBe('The game’s text is on the clipboard.');
    await screen.exportGame(screen.games![0]!);
    expect(calls).toContain('export 2');
    expect(screen.message?.text).toBe('Game written to the file.');
    await screen.exportAll();
    expect(screen.message?.text).toBe('2 games written to the file.');
  });

  it('opens an unfinished game, or says why it cannot', async () => {
    const { screen, calls } = fake(2);
    await screen.refresh();
    expect(await screen.resume(screen.games![0]!)).toBe(true);
    expect(calls).toContain('open 2');
    const broken = fake(2, { openSavedGame: () => Promise.reject(refused('refused', 'it no longer replays')) }).screen;
    await broken.refresh();
    expect(await broken.resume(broken.games![0]!)).toBe(false);
    expect(broken.message).toEqual({ text: 'This game cannot be opened: it no longer replays', error: true });
  });

  it('says the list could not be read, with no cards', async () => {
    const { screen } = fake(2, { listSavedGamesPage: () => Promise.reject(new Error('disk gone')) });
    await screen.refresh();
    expect(screen.games).toEqual([]);
    expect(screen.message).toEqual({ text: 'That did not work: disk gone', error: true });
  });
});

describe('an import from Saved games', () => {
  it('shows its progress while it runs, and stops listening once it ends', async () => {
    let finish: (id: number) => void = () => {};
    const { screen, progress } = fake(2, {
      importGameText: () => new Promise((resolve) => (finish = resolve)),
    });
    await screen.refresh();
    screen.togglePaste();
    screen.pasted = 'a\n\nb\n\nc';
    const running = screen.importPasted();
    await Promise.resolve();
    expect(screen.importRunning).toBe(true);
    progress[0]!({ read: 250, stored: 0, total: 3 });
    expect(screen.importing).toEqual({ read: 250, stored: 0, total: 3 });
    finish(7);
    await running;
    expect(screen.importing).toBeNull();
    expect(screen.importRunning).toBe(false);
    expect(progress).toHaveLength(0);
  });

  it('says how many games a file brought, and nothing when the person picked none', async () => {
    const { screen } = fake(2);
    await screen.refresh();
    screen.pasted = 'a\n\nb\n\nc';
    screen.pasting = true;
    await screen.importPasted();
    expect(screen.message).toEqual({ text: '3 games imported.', error: false });
    expect([screen.pasting, screen.pasted]).toEqual([false, '']);
    screen.message = null;
    await screen.importFile();
    expect(screen.message).toBeNull();
  });

  it('a Cancel says that nothing was imported and keeps the text for another try', async () => {
    let fail: (e: unknown) => void = () => {};
    const { screen, calls } = fake(2, { importGameText: () => new Promise((_, reject) => (fail = reject)) });
    await screen.refresh();
    screen.pasting = true;
    screen.pasted = 'a';
    const running = screen.importPasted();
    await Promise.resolve();
    await screen.cancelImport();
    expect(screen.cancelling).toBe(true);
    expect(calls).toContain('cancel');
    fail(refused('cancelled'));
    await running;
    expect(screen.message).toEqual({ text: 'Import cancelled: no game was imported.', error: false });
    expect([screen.pasting, screen.pasted, screen.total]).toEqual([true, 'a', 2]);
  });

  it('a failed import says why, and too large a text is refused before Rust sees it', async () => {
    const { screen, calls } = fake(2, { importGameText: () => Promise.reject(refused('refused', 'line 3: bad move')) });
    screen.pasted = 'a';
    await screen.importPasted();
    expect(screen.message).toEqual({ text: 'This game could not be imported: line 3: bad move', error: true });
    screen.pasted = 'x'.repeat(MAX_IMPORT_BYTES + 1);
    await screen.importPasted();
    expect(screen.message).toEqual({ text: 'This text is larger than 1 MiB, so it is not a saved game. Nothing was imported.', error: true });
    expect(calls.filter((c) => c.startsWith('import'))).toEqual([]);
  });
});
