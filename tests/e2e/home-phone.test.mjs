// The home screen on a phone held upright (issue 42): the keep-your-saves notice is one line
// with its actions (at most 12 % of a 360x640 screen) and New game stays in view under it;
// the colour scheme is chosen in Settings, not on Home; every unfinished game can be reached
// from Home (the game in play, the newest others, then "N more" to Saved games showing the
// unfinished ones); New game opens with the choices last started for that game, each game
// its own; saved games say the result and the length in the person's terms.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { NATIVE } from './engines.mjs';
import { App, VIEW_HEIGHT, VIEW_WIDTH } from './harness.mjs';
import { playFirst, seed } from './games.mjs';

const gobblet = (white, black, moves) =>
  `[Game "gobblet"]\n[Setup "..../..../..../.... W:444 B:444 W"]\n[TouchMove "off"]\n${white}\n${black}\n\n${moves}\n`;
/** The person ("Player", the app's own name for them) beats the computer at level 1: 7 moves,
 * 4 of them the person's. */
const YOU_BEAT_LEVEL_1 = gobblet('[White "Player"]', '[BlackAI "1"]', '4a1 4a4 4b1 4b4 4c1 4c4 3d1');
/** Two people who gave no names, White wins: 7 turns. */
const WHITE_WINS = gobblet('[White "Player one"]', '[Black "Player two"]', '4a1 4a4 4b1 4b4 4c1 4c4 3d1');
/** An unfinished game between two people. */
const playing = (moves) => gobblet('[White "Player one"]', '[Black "Player two"]', moves);

/** Where `css` is: its box, and whether it lies wholly inside the window. */
function box(app, css) {
  return app.session.execute(
    `const el = document.querySelector(arguments[0]);
     if (!el) return null;
     const r = el.getBoundingClientRect();
     return { top: r.top, bottom: r.bottom, height: r.height,
              inside: r.top >= 0 && r.left >= 0 && r.bottom <= ${VIEW_HEIGHT} && r.right <= ${VIEW_WIDTH} };`,
    css,
  );
}

const checked = (app, control, value) =>
  app.session.execute(`return document.querySelector('[data-testid="${control}"] [data-value="${value}"]')?.checked === true;`);

async function home(app) {
  while (!(await app.session.execute(`return !!document.querySelector('[data-screen="home"]');`))) {
    await app.click('[data-testid="back"]');
  }
  await app.session.waitFor('[data-screen="home"] [data-testid="new-gobblet"]');
  await app.session.execute('window.scrollTo(0, 0);');
}

describe('the home screen on a phone', () => {
  let app;
  before(async () => {
    app = await App.launch('home-phone');
  });
  after(async () => {
    await app?.close();
  });

  it('keeps no theme control: the colour scheme is chosen in Settings', async () => {
    await home(app);
    assert.equal(await app.session.execute(`return !!document.querySelector('[data-testid="theme"]');`), false);
    assert.doesNotMatch(await app.text('[data-screen="home"]'), /Theme/);
    await app.click('[data-testid="open-settings"]');
    await app.click('[data-testid="setting-theme"] [data-value="dark"]');
    await app.session.waitUntil(`return document.documentElement.dataset.scheme === 'dark';`, 'the dark scheme');
    await app.click('[data-testid="setting-theme"] [data-value="system"]');
    await home(app);
  });

  it('opens New game with the choices last started for that game, each game its own', async () => {
    await app.click('[data-testid="new-gobblet"]');
    await app.click('[data-testid="opponent"] [data-value="ai"]');
    await app.click('[data-testid="ai-level"] [data-value="4"]');
    await app.click('[data-testid="person-seat"] [data-value="two"]');
    await app.click('[data-testid="handicap-one"] [data-value="2"]');
    await app.click('[data-testid="start-game"]');
    await app.session.waitFor('[data-screen="game"]');
    // The computer plays White and moves first: the game is saved once it has.
    for (let i = 0; i < 300 && ((await app.invoke('game_view', {})).value?.moves.length ?? 0) === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    await home(app);

    await app.click('[data-testid="new-deblockle"]');
    // Deblockle opens with its own defaults, not Gobblet's last choices.
    assert.equal(await checked(app, 'opponent', 'person'), true);
    await app.click('[data-testid="setup"] [data-value="standard"]');
    await app.click('[data-testid="no-adjacent"] [data-value="true"]');
    await app.click('[data-testid="start-game"]');
    await app.session.waitFor('[data-screen="game"] [data-testid="status"]');
    await playFirst(app, /./);
    await home(app);

    await app.click('[data-testid="new-gobblet"]');
    assert.equal(await checked(app, 'opponent', 'ai'), true, 'Gobblet against the computer again');
    assert.equal(await checked(app, 'ai-level', '4'), true, 'at level 4');
    assert.equal(await checked(app, 'person-seat', 'two'), true, 'playing Black');
    assert.equal(await checked(app, 'handicap-one', '2'), true, 'White with two stacks');
    await app.screenshot('new-game-remembered-360x640');
    await app.click('[data-testid="back"]');
    await app.click('[data-testid="new-deblockle"]');
    assert.equal(await checked(app, 'opponent', 'person'), true);
    assert.equal(await checked(app, 'setup', 'standard'), true, 'the standard setup again');
    assert.equal(await checked(app, 'no-adjacent', 'true'), true, 'no adjacent blocks again');
    await home(app);
  });

  it('reaches an unfinished game of each kind from Home', async () => {
    // Deblockle is in play; the Gobblet game against level 4 is another unfinished one.
    assert.equal(await app.session.execute(`return document.querySelector('[data-testid="continue"]').dataset.game;`), 'deblockle');
    const other = '[data-testid="continue-saved"][data-game="gobblet"]';
    await app.session.waitFor(other);
    assert.match(await app.text(other), /Continue the Gobblet game/);
    assert.match(await app.text(other), /Level 4/);
    assert.match(await app.text(other), /\b1 move of yours\b|\bno moves of yours\b/);
    await app.click(other);
    await app.session.waitFor('[data-screen="game"] [data-testid="status"]');
    assert.equal(await app.session.execute(`return document.querySelector('[data-board]')?.dataset.board ?? null;`), 'gobblet');
    await home(app);
    // Now Gobblet is in play, and the Deblockle game is the other one.
    assert.equal(await app.session.execute(`return document.querySelector('[data-testid="continue"]').dataset.game;`), 'gobblet');
    await app.session.waitFor('[data-testid="continue-saved"][data-game="deblockle"]');
    assert.match(await app.text('[data-testid="continue-saved"][data-game="deblockle"]'), /\b1 turn\b/);
  });

  it('keeps the notice to one line and New game in view (web build)', { skip: NATIVE && 'the desktop app keeps its games in its own folder: no notice' }, async () => {
    await app.session.waitFor('[data-testid="keep-saves"]');
    await app.resize(360, 640);
    await app.session.execute('window.scrollTo(0, 0);');
    const notice = await box(app, '[data-testid="keep-saves"]');
    assert.ok(notice.height <= 77, `the notice is ${notice.height} px tall (at most 12 % of 640)`);
    assert.match(await app.text('[data-testid="keep-saves-text"]'), /^This browser may delete your saved games\.$/);
    // Chromium finds the app installable (its manifest, its service worker) and offers the
    // prompt: Install stands in the same line.
    const newGame = await box(app, '[data-testid="new-gobblet"]');
    assert.ok(newGame.inside, `New game is in view: ${JSON.stringify(newGame)}`);
    assert.deepEqual(await app.layoutProblems(), []);
    await app.screenshot('notice-360x640');
  });

  it('offers the browser’s install prompt when it gives one, and the notice still fits', { skip: NATIVE && 'web build only' }, async () => {
    // What Chrome does on a phone where the app can be installed: the app keeps the event.
    await app.session.execute(`
      const e = new Event('beforeinstallprompt', { cancelable: true });
      e.prompt = () => { window.__prompted = true; return Promise.resolve(); };
      e.userChoice = Promise.resolve({ outcome: 'accepted' });
      window.dispatchEvent(e);`);
    await app.session.waitFor('[data-testid="keep-saves"] [data-testid="install"]');
    const notice = await box(app, '[data-testid="keep-saves"]');
    assert.ok(notice.height <= 77, `the notice with Install is ${notice.height} px tall`);
    assert.ok((await box(app, '[data-testid="new-gobblet"]')).inside, 'New game still in view');
    await app.screenshot('notice-install-360x640');
    await app.click('[data-testid="install"]');
    await app.session.waitUntil('return window.__prompted === true;', 'the browser’s prompt shown');
    // Accepted: installed, nothing more to offer.
    await app.session.waitUntil(`return !document.querySelector('[data-testid="install"]');`, 'Install gone');
  });

  it('on an iPhone, Install says the Add to Home Screen steps', { skip: NATIVE && 'web build only' }, async () => {
    const IPHONE =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    // The page starts believing it is on an iPhone (chromedriver's phone emulation sets its own
    // user agent at each load: the page's view of it is replaced before any script runs).
    const { identifier } = await app.session.cdp('Page.addScriptToEvaluateOnNewDocument', {
      source: `Object.defineProperty(Navigator.prototype, 'userAgent', { get: () => ${JSON.stringify(IPHONE)} });`,
    });
    try {
      await app.open();
      await home(app);
      assert.equal(await app.session.execute('return navigator.userAgent;'), IPHONE);
      await app.session.waitFor('[data-testid="keep-saves"][data-install="ios"]');
      await app.click('[data-testid="install"]');
      assert.match(await app.text('[data-testid="install-steps"]'), /Share, then “Add to Home Screen”/);
      await app.screenshot('notice-ios-steps-360x640');
      await app.click('[data-testid="install"]');
      await app.session.waitUntil(`return !document.querySelector('[data-testid="install-steps"]');`, 'the steps folded');
    } finally {
      await app.session.cdp('Page.removeScriptToEvaluateOnNewDocument', { identifier });
    }
  });

  it('lists the newest unfinished games, then "N more" opens Saved games with the unfinished ones', async () => {
    await seed(app, [YOU_BEAT_LEVEL_1, WHITE_WINS, playing('4a1'), playing('4a1 4b2'), playing('4a1 4b2 4c3')]);
    // Home lists the saved games when it is shown: the web build's page loaded again, or (the
    // native app has no page to load) Home left and shown again.
    if (NATIVE) {
      await home(app);
      await app.click('[data-testid="open-saved"]');
      await app.session.waitFor('[data-screen="saved"]');
    } else {
      await app.open();
    }
    await home(app);
    // In play: the Gobblet game; besides it four unfinished ones, two shown.
    assert.equal(await app.session.execute(`return document.querySelectorAll('[data-testid="continue-saved"]').length;`), 2);
    assert.match(await app.text('[data-testid="more-unfinished"]'), /^2 more unfinished games$/);
    if (!NATIVE) {
      assert.ok((await box(app, '[data-testid="new-gobblet"]')).inside, 'New game in view under the unfinished games and the notice');
    }
    for (const [w, h] of [
      [360, 640],
      [1280, 800],
    ]) {
      await app.resize(w, h);
      await app.session.execute('window.scrollTo(0, 0);');
      assert.deepEqual(await app.layoutProblems(), [], `${w}x${h}`);
      await app.screenshot(`unfinished-${w}x${h}`);
    }
    await app.resize(360, 640);
    await app.click('[data-testid="more-unfinished"]');
    await app.session.waitFor('[data-screen="saved"] [data-testid="saved-filter"]');
    await app.session.waitFor('[data-testid="saved-game"]');
    const states = await app.session.execute(`return [...document.querySelectorAll('[data-testid="saved-game"]')].map((g) => g.dataset.state);`);
    assert.deepEqual(states, ['playing', 'playing', 'playing', 'playing', 'playing']);
    await app.screenshot('saved-unfinished-360x640');
    await app.click('[data-testid="show-all"]');
    await app.session.waitUntil(`return document.querySelectorAll('[data-testid="saved-game"]').length === 7;`, 'every game');
  });

  it('says each saved game’s result and length in the person’s terms', async () => {
    const text = await app.text('[data-screen="saved"]');
    assert.match(text, /You won against Level 1 by a line of four/);
    assert.match(text, /White won by a line of four/);
    const moves = await app.session.execute(`return [...document.querySelectorAll('[data-testid="saved-moves"]')].map((m) => m.textContent.trim());`);
    assert.ok(moves.includes('4 of your moves'), JSON.stringify(moves));
    assert.ok(moves.includes('7 turns'), JSON.stringify(moves));
    assert.ok(moves.includes('3 turns'), JSON.stringify(moves));
    assert.doesNotMatch(text, /\b7 moves\b/);
    await app.session.execute(
      `[...document.querySelectorAll('[data-testid="saved-game"]')].find((g) => /You won/.test(g.textContent)).scrollIntoView({ block: 'start' });`,
    );
    await app.screenshot('saved-words-360x640');
  });

  it('counts the person’s results in Statistics', async () => {
    await home(app);
    await app.click('[data-testid="open-statistics"]');
    await app.click('[data-testid="stats-player"] option[value="Player"]');
    await app.session.waitFor('[data-testid="stats-totals"]');
    const totals = await app.text('[data-testid="stats-totals"]');
    assert.match(totals, /Played\s*1/);
    assert.match(totals, /Won\s*1/);
    assert.match(await app.text('[data-testid="stats-opponents"]'), /Level 1/);
    await app.screenshot('statistics-you-360x640');
  });
});
