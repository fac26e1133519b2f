// The playing screens (new game, both boards mid-game, a game's end, a hint against the
// computer, the Deblockle classic setup) in Ukrainian at phone and desktop sizes: the
// screenshots in docs/screenshots/ (tests/output/game-screens-uk-*.png) beside the English
// ones that screens.test.mjs takes. Text is checked in Ukrainian, so a screen left in
// English fails here.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { App } from './harness.mjs';

const SIZES = [
  ['phone', 360, 640],
  ['desktop', 1280, 800],
];

describe('the playing screens in Ukrainian', () => {
  let app;
  before(async () => {
    app = await App.launch('game-screens-uk');
    await app.click('[data-testid="open-settings"]');
    await app.click('[data-testid="language"] option[value="uk"]');
    await app.session.waitUntil(`return document.documentElement.lang === 'uk';`, 'Ukrainian');
    await app.click('[data-testid="back"]');
    await app.session.waitFor('[data-screen="home"]');
  });
  after(async () => {
    await app?.close();
  });

  /** Checks the layout of the current screen at each size and saves its screenshots. */
  async function atEverySize(label) {
    for (const [size, width, height] of SIZES) {
      await app.resize(width, height);
      await app.session.execute('window.scrollTo(0, 0);');
      const problems = await app.layoutProblems();
      await app.screenshot(`${label}-${size}`);
      assert.deepEqual(problems, [], `${label} at ${size}`);
    }
  }

  /** Plays the first legal move whose text matches `pattern`, through IPC. */
  async function playFirst(pattern) {
    const view = (await app.invoke('game_view', {})).value;
    const mv = view.legal.find((m) => pattern.test(m.text));
    assert.ok(mv, `a legal move matching ${pattern}`);
    const played = await app.invoke('play', { mv: mv.text });
    assert.equal(played.ok, true, JSON.stringify(played));
  }

  /** Shows the game screen again after moves made over IPC. */
  async function reopenGame() {
    await app.click('[data-testid="home"]');
    await app.click('[data-testid="continue"]');
    await app.session.waitFor('[data-screen="game"] [data-testid="status"]');
  }

  it('a new Gobblet game', async () => {
    await app.click('[data-testid="new-gobblet"]');
    await app.session.waitFor('[data-screen="new-game"]');
    assert.match(await app.text('[data-screen="new-game"] h1'), /Гобблет/);
    await atEverySize('new-gobblet');
  });

  it('Gobblet mid-game and its end', async () => {
    await app.click('[data-testid="start-game"]');
    for (const mv of [/^4a1$/, /^4a2$/, /^4b1$/, /^4b2$/, /^4c1$/, /^4c2$/]) await playFirst(mv);
    await reopenGame();
    assert.match(await app.text('[data-testid="status"]'), /Білі/);
    await app.click('[data-testid^="reserve-one-"][data-size="3"]:not([disabled])');
    await app.session.waitFor('[data-square].target');
    await atEverySize('gobblet-mid-game');
    await app.click('[data-square="d1"].target');
    await app.session.waitFor('[data-testid="game-over"]');
    assert.match(await app.text('[data-testid="status"]'), /Білі/);
    await atEverySize('gobblet-end');
    await app.click('[data-testid="end-home"]');
  });

  it('a new Deblockle game and a block tipped with its hops shown', async () => {
    await app.click('[data-testid="new-deblockle"]');
    await app.click('[data-testid="setup"] [data-value="standard"]');
    assert.match(await app.text('[data-screen="new-game"] h1'), /Деблокл/);
    await atEverySize('new-deblockle');
    await app.click('[data-testid="start-game"]');
    await playFirst(/^c3\^s-g2$/);
    await playFirst(/^[ce][57]\^/);
    await reopenGame();
    await app.click('[data-square="e3"]');
    await app.click('[data-square].tip');
    await app.session.waitFor('[data-testid="untip"]');
    await atEverySize('deblockle-mid-game');
  });

  it('a hint against the computer', async () => {
    await app.click('[data-testid="home"]');
    await app.click('[data-testid="new-gobblet"]');
    await app.click('[data-testid="opponent"] [data-value="ai"]');
    await app.click('[data-testid="ai-level"] [data-value="1"]');
    await app.click('[data-testid="start-game"]');
    await app.click('[data-testid^="reserve-one-"][data-size="4"]:not([disabled])');
    await app.click('[data-square="b2"].target');
    await app.session.waitUntil(`return !document.querySelector('[data-testid="thinking"]') && !!document.querySelector('[data-testid="hint"]:not([disabled])');`, 'the person to move');
    await app.click('[data-testid="hint"]');
    await app.waitForText('[data-testid="hint-move"]', /: /);
    await atEverySize('gobblet-ai-hint');
  });

  it('the Deblockle classic setup', async () => {
    await app.click('[data-testid="home"]');
    await app.click('[data-testid="new-deblockle"]');
    await app.click('[data-testid="setup"] [data-value="classic"]');
    await app.click('[data-testid="start-game"]');
    await app.session.waitFor('[data-testid="arrange"][data-side="one"]');
    await app.click('[data-testid="rolled-0"]');
    await app.click('[data-testid="slot-0"]');
    await atEverySize('deblockle-setup');
  });
});
