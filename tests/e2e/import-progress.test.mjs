// An import's progress and its Cancel on Saved games (issue 43, item 3), in both hosts: the
// paste path is the same core code natively and in the web build (crates/app/src/import.rs).
// The 8,595-game file of scripts/make-import-file.mjs is pasted; the screen shows the games
// read of all with a bar, Cancel stops it, the person reads that nothing was imported, and not
// one of the file's games is kept. The same file imported again without a Cancel is all there.
// Then once more, cancelled while its games are being stored: none of them is kept either.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { App } from './harness.mjs';
import { makeImportFile } from '../../scripts/make-import-file.mjs';

const count = async (app) => {
  const page = await app.invoke('list_saved_games_page', { offset: 0, limit: 1, unfinished: false });
  assert.equal(page.ok, true, JSON.stringify(page.error));
  return page.value.total;
};

/** Pastes `text` on Saved games (the paste panel opened if it is not) and presses Import
 * (unless `press` is false). */
async function paste(app, text, press = true) {
  if (!(await app.session.execute(`return !!document.querySelector('[data-testid="paste-text"]');`))) {
    await app.click('[data-testid="paste-open"]');
  }
  await app.session.execute(
    `const area = document.querySelector('[data-testid="paste-text"]');
     area.value = arguments[0];
     area.dispatchEvent(new Event('input', { bubbles: true }));`,
    text,
  );
  if (press) await app.click('[data-testid="paste-import"]');
}

describe('an import’s progress and its Cancel', () => {
  let app;
  after(async () => {
    await app?.close();
  });

  it('shows the games read of all, and a Cancel keeps none of them', async () => {
    app = await App.launch('import-progress');
    await app.open();
    await app.session.cmd('POST', '/timeouts', { script: 300000 });
    const seeded = await app.invoke('import_game_text', { text: makeImportFile(2, 300) });
    assert.equal(seeded.ok, true, JSON.stringify(seeded.error));
    await app.click('[data-testid="open-saved"]');
    await app.session.waitFor('[data-testid="saved-game"]');
    const file = makeImportFile();

    // Cancel is pressed as soon as the progress shows the games being read (the file's games
    // are read in about a second), so the press comes from the page itself.
    await paste(app, file, false);
    const seen = await cancelWhen(app, 'Reading');
    assert.match(seen.text, /^Reading the games: [\d,]+ of 8,595$/, seen.text);
    assert.equal(seen.max, 2 * 8595, JSON.stringify(seen));
    assert.equal(seen.label, 'Import progress');
    await app.waitForText('[data-testid="saved-message"]', /cancelled/, 120000);
    assert.equal(await app.text('[data-testid="saved-message"]'), 'Import cancelled: no game was imported.');
    assert.equal(
      await app.session.execute(`return document.querySelector('[data-testid="import-progress"]') === null;`),
      true,
      'the progress is gone',
    );
    assert.equal(await count(app), 2, 'not one game of the file kept');
    assert.equal(await app.session.execute(`return document.querySelector('[data-testid="paste-text"]').value.length;`), file.length, 'the text is kept for another try');
    await app.screenshot('import-cancelled');

    // Without a Cancel the same file is imported whole.
    await paste(app, file);
    await app.waitForText('[data-testid="saved-message"]', /^8,595 games imported\.$/, 300000);
    assert.equal(await app.text('[data-testid="saved-message"]'), '8,595 games imported.');
    assert.equal(await count(app), 2 + 8595);
    // Listed a page of 24 at a time (docs/app.md, Saved games): its range, and the next page
    // turned to, its range focused.
    assert.equal(await app.text('[data-testid="saved-range"]'), 'Games 1–24 of 8,597');
    const turn = async (id, first) => {
      await app.session.execute(`document.querySelector('[data-testid="${id}"]').click();`);
      await app.session.waitUntil(`return document.querySelector('[data-testid="saved-game"]')?.getAttribute('aria-posinset') === '${first}';`, `the page from ${first}`);
    };
    await turn('page-older', 25);
    assert.equal(await app.session.execute(`return document.activeElement?.dataset.testid;`), 'saved-range');
    assert.equal(await app.text('[data-testid="saved-range"]'), 'Games 25–48 of 8,597');
    await turn('page-newest', 1);
  });

  it('a Cancel while the games are stored keeps none of them either', async () => {
    // Pressed at the first report of games stored (250 of 8,595): the core looks at the Cancel
    // before each of the next batches of 250 (each a task of its own in the web build's one
    // thread), the games stored so far hidden until the last one, and removes them.
    const file = makeImportFile();
    await paste(app, file, false);
    const seen = await cancelWhen(app, 'Storing');
    assert.match(seen.text, /^Storing the games: [\d,]+ of 8,595$/, seen.text);
    assert.ok(seen.value > 8595 && seen.value < 2 * 8595, JSON.stringify(seen));
    await app.waitForText('[data-testid="saved-message"]', /cancelled|imported/, 120000);
    assert.equal(await app.text('[data-testid="saved-message"]'), 'Import cancelled: no game was imported.');
    assert.equal(await count(app), 2 + 8595, 'not one game of the file kept');
    const cards = await app.session.execute(`return document.querySelectorAll('[data-testid="saved-game"]').length;`);
    assert.equal(cards, 24, 'the list as before: its first page');
  });
});

/** Presses Import, then Cancel from the page itself as soon as the progress says `step`
 * ("Reading" or "Storing"); resolves to what the progress said then. */
function cancelWhen(app, step) {
  return app.session.executeAsync(
    `const done = arguments[arguments.length - 1];
     const step = new RegExp(arguments[0]);
     const look = () => {
       const said = document.querySelector('[data-testid="import-count"]');
       if (!said || !step.test(said.textContent)) return false;
       const bar = document.querySelector('[data-testid="import-progress"] progress');
       const seen = { text: said.textContent.trim(), max: bar?.max, value: bar?.value, label: bar?.getAttribute('aria-label') };
       document.querySelector('[data-testid="import-cancel"]').click();
       done(seen);
       return true;
     };
     const watch = new MutationObserver(() => look() && watch.disconnect());
     watch.observe(document.body, { subtree: true, childList: true, characterData: true });
     document.querySelector('[data-testid="paste-import"]').click();`,
    step,
  );
}
