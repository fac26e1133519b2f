// The web build's saved games in the browser (issue 43): one tab holds them, storage taken
// away is noticed, and the page runs under its Content-Security-Policy.
//  - Two tabs: the second is told, in words, that the app is open elsewhere, and plays nothing
//    from memory; "Use it here" takes the saves over (the first tab lets go and says where the
//    game went) and the game goes on there with every move.
//  - Site data cleared mid-game (Chromium's Storage.clearDataForOrigin, as "Delete site data"
//    does): the next move's save finds the files gone, every screen says the games are no
//    longer saved, and leaving the page asks first; "Start saving again" writes the game in
//    play anew on the storage the browser gives back.
//  - The CSP: no violation while a game is played against the computer, a hint is asked and
//    the review opens; and the policy is in force (eval is refused).
// The desktop app has none of this: one copy per data directory (one-instance.test.mjs), its
// files on the device's disk, its CSP in src-tauri/tauri.conf.json.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { NATIVE } from './engines.mjs';
import { App } from './harness.mjs';
import { startAgainstComputer, waitForMoves } from './games.mjs';

const WEB_ONLY = NATIVE && 'web build only: Web Locks, OPFS and the page’s CSP meta are the browser’s';

/** Enters a piece from White's first external stack onto the first square it may go to. */
async function enter(app) {
  await app.session.waitFor('[data-testid^="reserve-one-"]:not([disabled])', 30000);
  await app.click('[data-testid^="reserve-one-"]:not([disabled])');
  await app.click('[data-square].target');
}

/** Waits until no board animates. */
const atRest = (app) => app.session.waitUntil(`return !document.querySelector('[data-animating]');`, 'the board at rest');

/** The window handles of the session, and switching between them (WebDriver). */
const handles = (app) => app.session.cmd('GET', '/window/handles');
const switchTo = (app, handle) => app.session.cmd('POST', '/window', { handle });

/** Records the page's CSP violations from its very start, across loads (in sessionStorage). */
const RECORD_VIOLATIONS = `
  const keep = (what) => {
    const all = JSON.parse(sessionStorage.getItem('csp-violations') || '[]');
    all.push(what);
    sessionStorage.setItem('csp-violations', JSON.stringify(all));
  };
  addEventListener('securitypolicyviolation', (e) => keep(e.violatedDirective + ' ' + e.blockedURI), true);
  if (typeof ReportingObserver === 'function') {
    new ReportingObserver((reports) => reports.forEach((r) => keep(r.type + ' ' + JSON.stringify(r.body))), { types: ['csp-violation'], buffered: true }).observe();
  }
`;

describe('the web build’s saved games and CSP', { skip: WEB_ONLY }, () => {
  let app;
  after(async () => {
    await app?.close();
  });

  it('runs a game, a hint and the review under its CSP without a violation', async () => {
    app = await App.launch('web-storage');
    await app.session.cdp('Page.enable', {});
    await app.session.cdp('Page.addScriptToEvaluateOnNewDocument', { source: RECORD_VIOLATIONS });
    await app.open();
    const csp = await app.session.execute(`return document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.content ?? null;`);
    assert.match(csp, /default-src 'self'/);
    assert.match(csp, /script-src 'self' 'wasm-unsafe-eval'/);
    // The server sends it as a header too (scripts/serve-web.mjs), which reaches the workers:
    // the core's and the searches' WebAssembly run under it.
    const header = await app.session.execute(`return fetch('./index.html', { cache: 'no-store' }).then((r) => r.headers.get('content-security-policy'));`);
    assert.equal(header, `${csp}; frame-ancestors 'none'`);
    // In force: a script written into the page is refused, and that is reported as a violation.
    const inline = await app.session.execute(
      `const s = document.createElement('script'); s.textContent = 'window.inlineRan = true;'; document.head.append(s); return window.inlineRan === true;`,
    );
    assert.equal(inline, false, 'an inline script does not run');
    await app.session.waitUntil(`return JSON.parse(sessionStorage.getItem('csp-violations') || '[]').length >= 1;`, 'the inline script reported');
    await app.session.execute(`sessionStorage.removeItem('csp-violations');`);

    await startAgainstComputer(app, 'gobblet', 1);
    await app.waitForText('[data-testid="player-near-turn"]', /^Your turn$/);
    await app.session.waitFor('[data-testid="hint"]:not([disabled])');
    await app.click('[data-testid="hint"]');
    await app.session.waitFor('[data-testid="hint-box"]', 30000);
    // Played to the end (level 1 finishes it), then the review.
    for (let plies = 0; plies < 60; plies += 2) {
      const view = await waitForMoves(app, plies, 30000);
      if (view.outcome) break;
      const played = await app.invoke('play', { mv: view.legal[0].text });
      assert.equal(played.ok, true, JSON.stringify(played.error));
      if (played.value.outcome) break;
    }
    await app.click('[data-testid="game-over"] [data-testid="end-review"]');
    await app.session.waitFor('[data-screen="review"] [data-testid="analyse"]');
    await app.click('[data-testid="analyse"]');
    await app.session.waitFor('[data-testid="eval-graph"]', 60000);
    await app.screenshot('csp-review-360x640');
    const violations = await app.session.execute(`return JSON.parse(sessionStorage.getItem('csp-violations') || '[]');`);
    assert.deepEqual(violations, [], 'no CSP violation');
  });

  it('lets one tab hold the saves: the second is told, and takes them over with nothing lost', async () => {
    await app.open();
    await app.session.waitFor('[data-screen="home"]');
    await startAgainstComputer(app, 'gobblet', 1);
    await enter(app);
    await waitForMoves(app, 2);
    const [first] = await handles(app);

    // A second tab of the app: told, in words, with "Use it here"; no game of its own.
    const opened = await app.session.cmd('POST', '/window/new', { type: 'tab' });
    await switchTo(app, opened.handle);
    await app.session.navigate(app.url);
    await app.session.waitFor('[data-testid="holder-notice"][data-kind="elsewhere"]');
    assert.match(await app.text('[data-testid="holder-notice"] h1'), /^Tip & Gobble is open in another tab or window$/);
    assert.equal(await app.text('[data-testid="use-here"]'), 'Use it here');
    assert.equal(await app.session.execute(`return document.getElementById('app').inert;`), true, 'the app under it is out of reach');
    await app.screenshot('second-tab-360x640');

    // Taken over: this tab has the game with its two moves, and plays on.
    await app.click('[data-testid="use-here"]');
    await app.session.waitFor('[data-screen="home"]', 30000);
    assert.equal(await app.session.execute(`return document.querySelector('[data-testid="holder-notice"]') === null;`), true);
    assert.equal(await app.session.execute(`return document.querySelector('[data-testid="not-saving"]') === null;`), true, 'it has the storage');
    await app.click('[data-testid="continue"]');
    await waitForMoves(app, 2);
    await enter(app);
    await waitForMoves(app, 4);
    await atRest(app);

    // The first tab let go and says where the game went.
    await switchTo(app, first);
    await app.session.waitFor('[data-testid="holder-notice"][data-kind="moved"]');
    assert.match(await app.text('[data-testid="holder-notice"] p'), /Your game went there, saved up to your last move/);
    await app.screenshot('moved-360x640');
    await app.resize(768, 1024);
    await app.screenshot('moved-768x1024');
    await app.resize(360, 640);

    // Taken back here: every move of the other tab is there.
    await app.click('[data-testid="use-here"]');
    await app.session.waitFor('[data-screen="home"]', 30000);
    await app.click('[data-testid="continue"]');
    const view = await waitForMoves(app, 4);
    assert.equal(view.moves.length, 4, 'nothing lost');
    await switchTo(app, opened.handle);
    await app.session.waitFor('[data-testid="holder-notice"][data-kind="moved"]');
    await app.session.cmd('DELETE', '/window');
    await switchTo(app, first);
  });

  it('notices site data cleared mid-game, and claims nothing saved', async () => {
    await waitForMoves(app, 4);
    const origin = new URL(app.url).origin;
    await app.session.cdp('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await enter(app);
    await waitForMoves(app, 6);
    await app.session.waitFor('[data-testid="storage-lost"]', 10000);
    assert.match(await app.text('[data-testid="storage-lost"]'), /Your saved games were deleted from this browser/);
    await atRest(app);
    assert.equal(await app.text('[data-testid="save-again"]'), 'Start saving again');
    await app.screenshot('storage-lost-360x640');
    // On every screen, and leaving the page asks first.
    await app.click('[data-testid="back"]');
    await app.session.waitFor('[data-screen="home"] ~ * [data-testid="storage-lost"], [data-testid="storage-lost"]');
    await app.screenshot('storage-lost-home-360x640');
    await app.resize(640, 360);
    await app.screenshot('storage-lost-home-640x360');
    await app.resize(360, 640);
    const asks = await app.session.execute(
      `const e = new Event('beforeunload', { cancelable: true }); window.dispatchEvent(e); return e.defaultPrevented;`,
    );
    assert.equal(asks, true, 'leaving asks first');
  });

  it('saves the game in play again on the storage given back', async () => {
    await app.click('[data-testid="save-again"]');
    await app.session.waitUntil(`return !!document.querySelector('[data-screen="home"]') && !document.querySelector('[data-testid="storage-lost"]');`, 'the page reloaded', 30000);
    // The mobile emulation's size again after the reload (see App.open).
    await app.resize(360, 640);
    const rows = (await app.invoke('list_saved_games', {})).value;
    assert.equal(rows.length, 1, 'the game in play alone: the games saved before are gone');
    await app.screenshot('saved-again-home-360x640');
    await app.click('[data-testid="continue"]');
    let view = await waitForMoves(app, 6);
    assert.equal(view.moves.length, 6, 'every move of the game in play');
    // Written, not only in memory: a reload finds it, and plays on.
    await app.open();
    await app.click('[data-testid="continue"]');
    view = await waitForMoves(app, 6);
    await enter(app);
    await waitForMoves(app, 8);
    await atRest(app);
    assert.equal(await app.session.execute(`return document.querySelector('[data-testid="storage-lost"], [data-testid="not-saving"], [data-testid="unsaved"]') === null;`), true);
    await app.screenshot('saved-again-360x640');
  });

  it('starts by itself in a waiting tab once the tab holding the saves closes', async () => {
    const plies = (await app.invoke('game_view', {})).value.moves.length;
    const [holder] = await handles(app);
    const opened = await app.session.cmd('POST', '/window/new', { type: 'tab' });
    await switchTo(app, opened.handle);
    await app.session.navigate(app.url);
    await app.session.waitFor('[data-testid="holder-notice"][data-kind="elsewhere"]');
    await switchTo(app, holder);
    await app.session.cmd('DELETE', '/window');
    await switchTo(app, opened.handle);
    await app.session.waitUntil(`return !document.querySelector('[data-testid="holder-notice"]') && !!document.querySelector('[data-screen="home"]');`, 'the waiting tab started', 30000);
    // The core starts once the closed tab's worker has let go of the files (ui/src/web/opfs.ts).
    await app.session.waitFor('[data-testid="continue"]', 30000).catch(async (err) => {
      // Why, for whoever reads the failure: the store's state and what the page says.
      await app.screenshot('waiting-failed');
      const status = JSON.stringify(await app.invoke('storage_status', {}));
      const page = await app.session.execute(`return document.body.innerText.slice(0, 300);`);
      throw new Error(`${err.message}; storage: ${status}; page: ${page}`);
    });
    await app.screenshot('waiting-started-360x640');
    await app.click('[data-testid="continue"]');
    await waitForMoves(app, plies);
  });
});
