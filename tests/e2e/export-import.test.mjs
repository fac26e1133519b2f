// Export a saved game to a file and import it back, through the platform's own save and open
// dialogs (GTK windows, outside the webview: WebDriver cannot reach them, so the test types
// into them with xdotool on the same X display, as a person would with the keyboard).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { nativeOnly } from './engines.mjs';
import { App, OUTPUT } from './harness.mjs';
import { ANNA_AND_BO_PLAYING, seed } from './games.mjs';

/** Runs xdotool on the test's display. */
function xdotool(...args) {
  return execFileSync('xdotool', args, { encoding: 'utf8', timeout: 20000 }).trim();
}

/** Waits for the dialog titled `title` to appear and gives it the keyboard focus. */
async function focusDialog(title) {
  const deadline = Date.now() + 20000;
  for (;;) {
    let ids = [];
    try {
      ids = xdotool('search', '--onlyvisible', '--name', `^${title}$`).split('\n').filter(Boolean);
    } catch {
      /* xdotool exits 1 while no window matches */
    }
    if (ids.length > 0) {
      const id = ids[ids.length - 1];
      // GTK builds the dialog's widgets and takes its own focus just after mapping it; focus
      // it only then, or the keys go to a window that is about to lose the focus again.
      await new Promise((r) => setTimeout(r, 1200));
      xdotool('windowfocus', '--sync', id);
      await new Promise((r) => setTimeout(r, 500));
      return id;
    }
    if (Date.now() > deadline) throw new Error(`no dialog titled ${title} appeared`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Types `path` into the focused open dialog's location field and confirms it. */
async function typeLocation(path) {
  xdotool('key', '--clearmodifiers', 'ctrl+l');
  // The field slides in: keys typed before it is there are lost.
  await new Promise((r) => setTimeout(r, 500));
  xdotool('type', '--delay', '20', path);
  await new Promise((r) => setTimeout(r, 500));
  xdotool('key', 'Return');
}

/** Saves through the save dialog titled `title`: the whole path `file` typed into its name
 * field (its suggested name is selected; a whole path there is taken as is), then confirmed. */
async function saveAs(title, file) {
  await focusDialog(title);
  xdotool('key', '--clearmodifiers', 'ctrl+a');
  xdotool('type', '--delay', '20', file);
  xdotool('key', 'Return');
  await dialogGone(title);
}

/** Waits until no window titled `title` is shown any more. */
async function dialogGone(title) {
  const deadline = Date.now() + 20000;
  for (;;) {
    try {
      xdotool('search', '--onlyvisible', '--name', `^${title}$`);
    } catch {
      return;
    }
    if (Date.now() > deadline) {
      execFileSync('bash', ['-c', `xwd -root -silent | xwdtopnm 2>/dev/null | pnmtopng > ${join(OUTPUT, 'export-import-stuck.png')}`]);
      throw new Error(`the dialog ${title} stayed open`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('export a saved game to a file and import it again', nativeOnly('export-import'), () => {
  let app;
  let folder;
  before(async () => {
    app = await App.launch('export-import');
    await app.session.waitFor('[data-screen="home"]');
    await seed(app, [ANNA_AND_BO_PLAYING]);
    folder = mkdtempSync(join(OUTPUT, 'data', 'files-'));
    await app.click('[data-testid="open-saved"]');
    await app.session.waitFor('[data-screen="saved"] [data-testid="saved-game"]');
  });
  after(async () => {
    await app?.close();
  });

  const games = () => app.session.execute(`return document.querySelectorAll('[data-testid="saved-game"]').length;`);

  it('writes the game to the file picked in the save dialog', async () => {
    const file = join(folder, 'anna-and-bo.txt');
    await app.click('[data-testid="saved-game"] [data-testid="more"]');
    await app.click('[data-testid="saved-game"] [data-testid="export"]');
    await saveAs('Export', file);
    await app.waitForText('[data-testid="saved-message"]', /written to the file/);
    assert.ok(existsSync(file), 'the exported file exists');
    const written = readFileSync(file, 'utf8');
    assert.match(written, /\[Game "gobblet"\]/);
    assert.match(written, /\[White "Anna"\]/);
    assert.match(written, /4a1 4a4 4b2/);
    await app.screenshot('exported');
  });

  it('imports the exported file through the open dialog as a second, identical game', async () => {
    const file = join(folder, 'anna-and-bo.txt');
    await app.click('[data-testid="import-file"]');
    await focusDialog('Import from a file');
    await typeLocation(file);
    await dialogGone('Import from a file');
    await app.waitForText('[data-testid="saved-message"]', /Game imported/);
    await app.session.waitUntil(`return document.querySelectorAll('[data-testid="saved-game"]').length === 2;`, 'two games');
    const listed = await app.invoke('list_saved_games', {});
    assert.ok(listed.ok, JSON.stringify(listed));
    const rows = listed.value;
    assert.equal(rows.length, 2);
    const texts = [];
    for (const row of rows) {
      const text = await app.invoke('saved_game_text', { id: row.id });
      assert.ok(text.ok, JSON.stringify(text));
      texts.push(text.value);
    }
    // Same game, players, setup and moves: the file carried all of it.
    const moves = (t) => t.split('\n').filter((l) => !l.startsWith('[Date') && !l.startsWith('[Title'));
    assert.deepEqual(moves(texts[0]), moves(texts[1]));
  });

  it('refuses a damaged file with a clear message and keeps the list as it was', async () => {
    const bad = join(folder, 'damaged.txt');
    writeFileSync(bad, ANNA_AND_BO_PLAYING.replace('4b2', '4z9'));
    await app.click('[data-testid="import-file"]');
    await focusDialog('Import from a file');
    await typeLocation(bad);
    await dialogGone('Import from a file');
    const message = await app.waitForText('[data-testid="saved-message"]', /could not be imported/);
    assert.match(message, /line/);
    assert.equal(await games(), 2);
  });

  it('writes every game to one file, and that file brings them all back', async () => {
    const file = join(folder, 'all-games.txt');
    await app.click('[data-testid="export-all"]');
    await saveAs('Export all games', file);
    await app.waitForText('[data-testid="saved-message"]', /2 games written to the file/);
    assert.equal(readFileSync(file, 'utf8').match(/^\[Game "gobblet"\]$/gm)?.length, 2);
    await app.click('[data-testid="import-file"]');
    await focusDialog('Import from a file');
    await typeLocation(file);
    await dialogGone('Import from a file');
    await app.waitForText('[data-testid="saved-message"]', /2 games imported/);
    assert.equal(await games(), 4);
  });
});
