// The web build's import and the core's worker (issue 43, items 3 and 4):
//  - malformed messages posted straight to the core's worker (null, a string, a call without
//    its id, an unknown command, a 100 MB string, an argument of the wrong type, a negative or
//    huge id): each is answered with an error, and the core goes on with its games;
//  - an import under a full quota (Chromium's Storage.overrideQuotaForOrigin): refused whole,
//    said on Saved games, no game of the file stored;
//  - an import killed midway (the browser killed while the core stores the file of
//    scripts/make-import-file.mjs, once its progress says games are being stored): after a new
//    start, all of it or none of it is there;
//  - Saved games on thousands of games: the first page of cards, each saying its place of
//    all, and "Show more";
//  - a panic in the core (the web-test build's test_panic command): the page starts a new core
//    on the saved games, says so in words, and the game in play goes on with its moves.
// The desktop's import is the same core code (crates/app/src/import.rs, one transaction),
// tested by cargo test -p tipgobble-core; its dialogs by export-import.test.mjs, its progress
// and Cancel by import-progress.test.mjs.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { NATIVE } from './engines.mjs';
import { App } from './harness.mjs';
import { makeImportFile } from '../../scripts/make-import-file.mjs';

const WEB_ONLY = NATIVE && 'web build only: the core’s Web Worker and the origin’s storage quota are the browser’s';

/** Keeps the page's Workers (the core's is the one named tipgobble-core) where a test finds them. */
const KEEP_WORKERS = `
  const Original = window.Worker;
  window.__workers = [];
  window.Worker = class extends Original {
    constructor(url, options) {
      super(url, options);
      window.__workers.push({ worker: this, name: options?.name ?? '' });
    }
  };
`;

/** Posts `make()`'s message (a page script's expression) to the core's worker and resolves to
 * the first answer to `id`, or the first refusal when the message names no call. */
function post(app, make, id) {
  return app.session.executeAsync(
    `const done = arguments[arguments.length - 1];
     const id = arguments[0];
     const core = window.__workers.find((w) => w.name === 'tipgobble-core').worker;
     const listen = (e) => {
       const m = e.data;
       if ((id !== null && m?.type === 'answer' && m.id === id) || (id === null && m?.type === 'rejected') || m?.type === 'failed') {
         core.removeEventListener('message', listen);
         done({ type: m.type, ok: m.ok, error: m.error, reason: m.reason });
       }
     };
     core.addEventListener('message', listen);
     core.postMessage(${make});`,
    id,
  );
}

const count = async (app) => {
  const page = await app.invoke('list_saved_games_page', { offset: 0, limit: 1, unfinished: false });
  assert.equal(page.ok, true, JSON.stringify(page.error));
  return page.value.total;
};

describe('the web build’s import and the core’s worker', { skip: WEB_ONLY }, () => {
  let app;
  after(async () => {
    await app?.close();
  });

  it('answers every malformed message with an error and keeps its games', async () => {
    app = await App.launch('web-import-messages');
    await app.session.cdp('Page.enable', {});
    await app.session.cdp('Page.addScriptToEvaluateOnNewDocument', { source: KEEP_WORKERS });
    await app.open();
    await app.session.cmd('POST', '/timeouts', { script: 120000 });
    const imported = await app.invoke('import_game_text', { text: makeImportFile(3, 400) });
    assert.equal(imported.ok, true, JSON.stringify(imported.error));
    assert.equal(await count(app), 3);

    const refused = [
      ['null', null],
      ['"a string"', null],
      ['{ type: "call", name: "game_view", argsJson: "{}" }', null],
      ['{ type: "hello", id: 5 }', null],
      ['{ type: "call", id: -1, name: "game_view", argsJson: "{}" }', null],
      ['{ type: "call", id: 2 ** 60, name: "game_view", argsJson: "{}" }', null],
      ['{ type: "call", id: 900001, name: "no_such_command", argsJson: "{}" }', 900001],
      ['{ type: "call", id: 900002, name: "game_view", argsJson: "x".repeat(100 * 1000 * 1000) }', 900002],
      ['{ type: "call", id: 900003, name: "rename_saved_game", argsJson: JSON.stringify({ id: "one", title: 5 }) }', 900003],
      ['{ type: "call", id: 900004, name: "list_saved_games_page", argsJson: JSON.stringify({ offset: -5, limit: 1e300 }) }', 900004],
      ['{ type: "call", id: 900005, name: "game_view", argsJson: { not: "text" } }', 900005],
      ['{ type: "call", id: 900006, name: 42, argsJson: "{}" }', 900006],
      ['{ type: "page-reply", id: 77, ok: "yes" }', null],
    ];
    for (const [message, id] of refused) {
      const answer = await post(app, message, id);
      assert.notEqual(answer.type, 'failed', `${message.slice(0, 80)} stopped the core: ${answer.reason}`);
      if (id === null) {
        assert.equal(answer.type, 'rejected', message);
        assert.match(answer.reason, /malformed message/, message);
      } else {
        assert.equal(answer.ok, false, message.slice(0, 80));
        assert.ok(typeof answer.error?.kind === 'string', `${message.slice(0, 80)}: ${JSON.stringify(answer.error)}`);
      }
    }
    // The core goes on, with its games.
    assert.equal(await count(app), 3, 'the games are kept');
    const view = await app.invoke('app_info', {});
    assert.equal(view.ok, true, JSON.stringify(view.error));
  });

  it('starts a new core on the saved games when the core panics, and says so', async () => {
    const before = await count(app);
    // A game in play, with a move made in it (saved as it is made).
    const cards = await app.invoke('list_saved_games_page', { offset: 0, limit: 1, unfinished: false });
    const opened = await app.invoke('open_saved_game', { id: cards.value.cards[0].id });
    assert.equal(opened.ok, true, JSON.stringify(opened.error));
    const played = await app.invoke('play', { mv: opened.value.legal[0].text });
    assert.equal(played.ok, true, JSON.stringify(played.error));
    const moves = played.value.moves;
    await app.open();
    await app.click('[data-testid="open-saved"]');
    await app.session.waitFor('[data-testid="saved-game"]');

    // The web-test build's test_panic command (crates/web, feature test-hooks) panics in the
    // core: its panic hook tells the page, which starts a new core.
    const answer = await post(app, '{ type: "call", id: 910001, name: "test_panic", argsJson: "{}" }', 910001);
    assert.equal(answer.type, 'failed', JSON.stringify(answer));
    assert.match(answer.reason, /test_panic/);
    await app.session.waitFor('[data-testid="core-restarted"]', 60000);
    const said = await app.text('[data-testid="core-restarted"]');
    assert.match(said, /Tip & Gobble stopped and was started again\. Your saved games are kept/, said);
    assert.equal(
      await app.session.execute(`return document.querySelector('[data-testid="core-restarted-reason"]').textContent;`),
      answer.reason,
      'the technical reason only as details',
    );
    await app.screenshot('core-restarted');
    // The new core has the saved games and the game in play, its move included; the UI works.
    assert.equal(await count(app), before, 'the saved games are kept');
    const view = await app.invoke('game_view', {});
    assert.equal(view.ok, true, JSON.stringify(view.error));
    assert.deepEqual(view.value.moves, moves, 'the game in play goes on from its last move');
    await app.click('[data-testid="core-restarted-close"]');
    assert.equal(await app.session.execute(`return document.querySelector('[data-testid="core-restarted"]') === null;`), true);
    await app.click('[data-testid="open-saved"]');
    await app.session.waitFor('[data-testid="saved-game"]');
    // Only the new core's worker is left.
    const cores = await app.session.execute(
      `return window.__workers.filter((w) => w.name === 'tipgobble-core').length;`,
    );
    assert.equal(cores, 2, 'the first core and the one started after it');
    await app.open();
  });

  it('refuses an import whole when the storage is full, and says so', async () => {
    const origin = new URL(app.url).origin;
    const before = await count(app);
    const { usage } = await app.session.cdp('Storage.getUsageAndQuota', { origin });
    // No room beyond what is used: the 1 MiB file's games outgrow the database's file.
    await app.session.cdp('Storage.overrideQuotaForOrigin', { origin, quotaSize: usage + 1024 });
    try {
      await app.click('[data-testid="open-saved"]');
      await app.click('[data-testid="paste-open"]');
      await app.session.execute(
        `const area = document.querySelector('[data-testid="paste-text"]');
         area.value = arguments[0];
         area.dispatchEvent(new Event('input', { bubbles: true }));`,
        makeImportFile(),
      );
      await app.click('[data-testid="paste-import"]');
      await app.waitForText('[data-testid="saved-message"]', /./, 120000);
      const said = await app.text('[data-testid="saved-message"]');
      assert.ok(await app.session.execute(`return !!document.querySelector('[data-testid="saved-message"] .error');`), `said as an error: ${said}`);
      assert.doesNotMatch(said, /line \d+/, `refused for the storage, not for a game: ${said}`);
      console.log(`full storage: ${said}`);
      await app.screenshot('quota-full');
      assert.equal(await count(app), before, 'not one game of the file stored');
    } finally {
      await app.session.cdp('Storage.overrideQuotaForOrigin', { origin });
    }
    // With room again, the same import stores them all.
    const again = await app.invoke('import_game_text', { text: makeImportFile() });
    assert.equal(again.ok, true, JSON.stringify(again.error));
    assert.equal(await count(app), before + 8595);
  });

  it('shows Saved games a page at a time: older, newer, the oldest and the newest', async () => {
    await app.open();
    await app.click('[data-testid="open-saved"]');
    await app.session.waitFor('[data-testid="saved-game"]');
    const cards = async () => (await app.session.findAll('[data-testid="saved-game"]')).length;
    assert.equal(await cards(), 24);
    assert.match(await app.text('[data-testid="saved-range"]'), /Games 1–24 of 8,598/);
    // A list (role="list": its bullets removed, WebKit would read no list) whose cards say
    // their place among all the saved games, those on other pages included.
    const place = () =>
      app.session.execute(
        `const all = [...document.querySelectorAll('[data-testid="saved-game"]')];
         return [document.querySelector('ul.games').getAttribute('role'), all[0].getAttribute('aria-posinset'), all.at(-1).getAttribute('aria-posinset'), all.at(-1).getAttribute('aria-setsize')];`,
      );
    assert.deepEqual(await place(), ['list', '1', '24', '8598']);
    await app.screenshot('saved-paged');
    // Far below (24 cards, 6,000 CSS pixels down): brought into view and pressed from the page
    // (WebDriver's click on the emulated phone's screen missed it that far down the page).
    const press = async (id) => {
      await app.session.execute(`document.querySelector('[data-testid="${id}"]').scrollIntoView({ block: 'center', behavior: 'instant' });`);
      await app.session.execute(`document.querySelector('[data-testid="${id}"]').click();`);
    };
    await app.session.execute(`document.querySelector('[data-testid="saved-pages"]').scrollIntoView({ block: 'end', behavior: 'instant' });`);
    await app.atRest();
    await app.screenshot('saved-pages');
    const disabled = () =>
      app.session.execute(`return ['page-newest', 'page-newer', 'page-older', 'page-oldest'].map((id) => document.querySelector('[data-testid="' + id + '"]').disabled);`);
    assert.deepEqual(await disabled(), [true, true, false, false]);
    // The next page: its range at the top of the window and focused, as a new screen's heading.
    await press('page-older');
    await app.session.waitUntil(`return document.querySelector('[data-testid="saved-game"]')?.getAttribute('aria-posinset') === '25';`, 'the second page');
    assert.deepEqual(await place(), ['list', '25', '48', '8598']);
    const top = await app.session.execute(
      `const range = document.querySelector('[data-testid="saved-range"]');
       return [document.activeElement === range, Math.round(range.getBoundingClientRect().top), range.textContent];`,
    );
    assert.equal(top[0], true, 'the range focused');
    assert.ok(top[1] >= 0 && top[1] < 100, `the page's top in view: ${top[1]} px`);
    assert.match(top[2], /Games 25–48 of 8,598/);
    await press('page-oldest');
    await app.session.waitUntil(`return document.querySelector('[data-testid="saved-game"]')?.getAttribute('aria-posinset') === '8593';`, 'the last page');
    assert.equal(await cards(), 6);
    assert.deepEqual(await disabled(), [false, false, true, true]);
    await press('page-newest');
    await app.session.waitUntil(`return document.querySelector('[data-testid="saved-game"]')?.getAttribute('aria-posinset') === '1';`, 'the first page');
    assert.equal(await cards(), 24);
  });

  it('keeps all of an import or none of it when the browser is killed midway', async () => {
    const before = await count(app);
    const { dataDir } = app;
    // Killed once the core has begun storing the games it read (its one transaction open),
    // as the import's progress says.
    await app.session.executeAsync(
      `const done = arguments[arguments.length - 1];
       void window.__TIPGOBBLE__.listen('import-progress', (p) => { if (p.stored > 0) done(p.stored); });
       window.__TIPGOBBLE__.call('import_game_text', { text: arguments[0] });`,
      makeImportFile(),
    );
    await app.kill();
    app = await App.launch('web-import-killed', { dataDir });
    await app.session.cmd('POST', '/timeouts', { script: 300000 });
    const now = await count(app);
    assert.ok(now === before || now === before + 8595, `all or nothing: ${now - before} of 8,595 games kept`);
    console.log(`killed while the import stored its games: ${now - before} of 8,595 games kept`);
  });
});
