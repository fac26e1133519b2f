// Both tutorials followed to the end by tapping squares like a person: the marked move, a
// wrong move refused with its explanation and the board unchanged, the other side's replies,
// a Deblockle'd pass, the closing panel; and the game in play, the saved games and the
// "continue" button untouched by any of it. Screenshots of tutorial steps in tests/output/.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { App } from './harness.mjs';

const ENTER = '\uE007';

const STEP = { n: [0, 1], e: [1, 0], s: [0, -1], w: [-1, 0] };

describe('the tutorials', { timeout: 120_000 }, () => {
  let app;
  before(async () => {
    app = await App.launch('tutorial');
    // A real game in progress: the tutorials must leave it (and its autosave) alone.
    await app.click('[data-testid="new-gobblet"]');
    await app.click('[data-testid="start-game"]');
    await app.waitForText('[data-testid="status"]', /White to move/);
    await enter(4, 'a1');
    await app.waitForText('[data-testid="status"]', /Black to move/);
    await app.click('[data-testid="back"]');
    await app.session.waitFor('[data-testid="continue"]');
  });
  after(async () => {
    await app?.close();
  });

  /** Enters a White piece of `size` from the external stacks onto `square`, by tapping. */
  async function enter(size, square) {
    await app.click(`[data-testid^="reserve-one-"][data-size="${size}"]:not([disabled])`);
    await app.click(`[data-square="${square}"].target`);
  }

  /** Moves the piece on `from` to `to`, by tapping. */
  async function move(from, to) {
    await app.click(`[data-square="${from}"]`);
    await app.click(`[data-square="${to}"].target`);
  }

  /** Tips the Deblockle block on `from` towards `dir` and hops to `to` (none for a
   * removal on the star), by tapping. */
  async function tip(from, dir, to) {
    const [df, dr] = STEP[dir];
    const tipSquare = String.fromCharCode(from.charCodeAt(0) + df) + String(Number(from[1]) + dr);
    await app.click(`[data-square="${from}"]`);
    await app.click(`[data-square="${tipSquare}"].tip`);
    if (to) await app.click(`[data-square="${to}"].hop`);
  }

  /** Takes a screenshot once the board's animations are over. */
  async function shot(label) {
    await app.atRest();
    await app.screenshot(label);
  }

  /** Waits for the step counter to show step `n` of `total`, and the board to be at rest (the
   * learner's move, then the reply or the next step's scene, move in turn). */
  async function atStep(n, total) {
    await app.waitForText('[data-testid="tutorial-step"]', new RegExp(`^Step ${n} of ${total}$`));
    await app.session.waitUntil(`const b = document.querySelector('[data-board]'); return !!b && !b.hasAttribute('data-animating');`, 'the board at rest');
  }

  /** The board as the screen draws it (every square's label), to compare before and after. */
  function boardLabels() {
    return app.session.execute(
      `return [...document.querySelectorAll('[data-square]')].map((s) => s.dataset.square + ':' + s.querySelector('.piece, .block')?.className + ':' + (s.querySelector('.block')?.dataset.top ?? ''));`,
    );
  }

  it('opens the Gobblet tutorial from the home screen with the move to make marked', async () => {
    await app.click('[data-testid="learn-gobblet"]');
    await app.session.waitFor('[data-screen="tutorial"][data-game="gobblet"]');
    await atStep(1, 6);
    assert.match(await app.text('[data-testid="tutorial-text"]'), /b2/);
    assert.equal(await app.session.execute(`return document.querySelector('[data-testid="tutorial-instruction"]').getAttribute('aria-live');`), 'polite');
    await app.session.waitFor('[data-square="b2"][data-hint="to"]');
    await app.session.waitFor('[data-testid^="reserve-one-"].hint');
    assert.equal(await (await app.session.find('[data-testid="tutorial-back"]')).attribute('disabled'), 'true');
  });

  it('refuses a wrong move with an explanation and leaves the board as it was', async () => {
    const before = await boardLabels();
    await enter(4, 'a1');
    const mistake = await app.waitForText('[data-testid="tutorial-mistake"]', /b2/);
    assert.match(mistake, /^Not that one/);
    assert.deepEqual(await boardLabels(), before, 'the board is unchanged');
    assert.equal((await app.session.findAll('[data-square="a1"] .piece')).length, 0);
    await atStep(1, 6);
  });

  it('follows every Gobblet step by tapping, with Black’s replies', async () => {
    // Keyboard, like the game screen: Enter on the stack, then on the marked square.
    await (await app.session.waitFor('[data-testid^="reserve-one-"][data-size="4"]')).sendKeys(ENTER);
    await app.click('[data-square="b2"].target');
    await atStep(2, 6);
    assert.equal((await app.session.findAll('[data-testid="tutorial-mistake"]')).length, 0);
    await app.waitForText('[data-testid="tutorial-praise"]', /Well done/);
    assert.equal(await app.text('[data-testid="tutorial-reply"]'), 'Black has answered.');
    await app.session.waitFor('[data-square="c3"] .piece.two');
    await move('b2', 'd2');
    await atStep(3, 6);
    await app.session.waitFor('[data-square="d2"][data-hint="from"]');
    await shot('gobblet-step-3');
    await move('d2', 'b3');
    await atStep(4, 6);
    // The three-in-a-line exception: a gobble straight from a stack.
    await app.session.waitFor('[data-square="b4"][data-hint="to"]');
    await enter(4, 'b4');
    await atStep(5, 6);
    // The reveal rule: lifting the piece on c3 would uncover Black's row; refused.
    const before = await boardLabels();
    await move('c3', 'c1');
    await app.waitForText('[data-testid="tutorial-mistake"]', /c3/);
    assert.deepEqual(await boardLabels(), before);
    await shot('gobblet-reveal-refused');
    await enter(3, 'c1');
    await atStep(6, 6);
    await enter(4, 'd1');
    await app.session.waitFor('[data-testid="tutorial-done"]');
    assert.match(await app.text('[data-testid="tutorial-panel"] h2'), /Tutorial complete/);
    await shot('gobblet-done');
  });

  it('goes back a step and starts again', async () => {
    await app.click('[data-testid="tutorial-back"]');
    await atStep(6, 6);
    assert.equal((await app.session.findAll('[data-testid="tutorial-done"]')).length, 0);
    await app.click('[data-testid="tutorial-restart"]');
    await atStep(1, 6);
    await app.session.waitFor('[data-square="b2"][data-hint="to"]');
  });

  it('fits a phone and a tablet', async () => {
    for (const [width, height] of [
      [360, 640],
      [768, 1024],
    ]) {
      await app.resize(width, height);
      assert.deepEqual(await app.layoutProblems(), [], `${width}x${height}`);
    }
    await shot('gobblet-first-step-tablet');
    await app.resize(1280, 800);
  });

  it('follows the Deblockle tutorial to the end, from the rules screen', async () => {
    await app.click('[data-testid="back"]');
    await app.click('[data-testid="open-rules"]');
    await app.click('[data-testid="rules-deblockle"]');
    await app.click('[data-testid="rules-tutorial"]');
    await app.session.waitFor('[data-screen="tutorial"][data-game="deblockle"]');
    await atStep(1, 7);
    // A wrong tip: the Hoops instead of the Cross. Not played.
    const before = await boardLabels();
    await tip('b3', 'n', null);
    await (await app.session.waitFor('[data-square].hop')).click();
    await app.waitForText('[data-testid="tutorial-mistake"]', /Cross/);
    assert.deepEqual(await boardLabels(), before, 'the block is still on b3, Star up');
    await tip('b3', 'e', 'c4');
    await atStep(2, 7);
    assert.equal(await app.text('[data-testid="tutorial-reply"]'), 'Blue has answered.');
    // The whole move is marked: the block, the square it tips onto, where it hops.
    await app.session.waitFor('[data-square="c4"][data-hint="from"]');
    await app.session.waitFor('[data-square="c3"][data-hint="tip"]');
    await app.session.waitFor('[data-square="e3"][data-hint="to"]');
    await tip('c4', 's', 'e3');
    await atStep(3, 7);
    await tip('e3', 's', 'd3');
    await atStep(4, 7);
    await shot('deblockle-step-4');
    await tip('c3', 'n', 'c7');
    await atStep(5, 7);
    await tip('d5', 'n', null); // onto the star with the Star up: taken off
    await atStep(6, 7);
    assert.match(await app.text('[data-testid="removed"]'), /Gold: 1\/2 taken off/);
    await app.click('[data-testid="tutorial-pass"]');
    await atStep(7, 7);
    await tip('c6', 'e', null);
    await app.session.waitFor('[data-testid="tutorial-done"]');
    assert.match(await app.text('[data-testid="removed"]'), /Gold: 2\/2 taken off/);
    await shot('deblockle-done');
    // "Read the rules" goes back to the rules it came from.
    await app.click('[data-testid="tutorial-rules"]');
    await app.session.waitFor('[data-screen="rules"]');
  });

  it('keeps tutorials out of the saved games and keeps the game in play', async () => {
    const saved = await app.invoke('list_saved_games', {});
    assert.equal(saved.ok, true);
    assert.equal(saved.value.length, 1, JSON.stringify(saved.value));
    const view = await app.invoke('game_view', {});
    assert.equal(view.value.game, 'gobblet');
    assert.deepEqual(view.value.moves, ['4a1']);
    await app.click('[data-testid="back"]');
    assert.match(await app.text('[data-testid="continue"]'), /Gobblet/);
    await app.click('[data-testid="open-saved"]');
    await app.session.waitFor('[data-screen="saved"] [data-testid="saved-game"]');
    assert.equal((await app.session.findAll('[data-testid="saved-game"]')).length, 1);
  });

  it('speaks Ukrainian, and fits a phone and a desktop in it', async () => {
    await app.click('[data-testid="back"]'); // from the saved games to the home screen
    await app.click('[data-testid="open-settings"]');
    await (await app.session.waitFor('[data-testid="language"] option[value="uk"]')).click();
    await app.session.waitUntil(`return document.documentElement.lang === 'uk';`, 'Ukrainian');
    await app.click('[data-testid="back"]');
    await app.click('[data-testid="learn-deblockle"]');
    await app.waitForText('[data-testid="tutorial-step"]', /^Крок 1 з 7$/);
    assert.match(await app.text('[data-testid="tutorial-text"]'), /Золотими/);
    await tip('b3', 'n', null);
    await (await app.session.waitFor('[data-square].hop')).click();
    await app.waitForText('[data-testid="tutorial-mistake"]', /Хрест/);
    for (const [size, width, height] of [
      ['phone', 360, 640],
      ['desktop', 1280, 800],
    ]) {
      await app.resize(width, height);
      assert.deepEqual(await app.layoutProblems(), [], `Deblockle in Ukrainian at ${size}`);
      await shot(`deblockle-uk-${size}`);
    }
    await app.click('[data-testid="back"]');
    await app.click('[data-testid="learn-gobblet"]');
    await app.waitForText('[data-testid="tutorial-step"]', /^Крок 1 з 6$/);
    await enter(4, 'b2');
    await app.waitForText('[data-testid="tutorial-step"]', /^Крок 2 з 6$/);
    for (const [size, width, height] of [
      ['phone', 360, 640],
      ['desktop', 1280, 800],
    ]) {
      await app.resize(width, height);
      assert.deepEqual(await app.layoutProblems(), [], `Gobblet in Ukrainian at ${size}`);
      await shot(`gobblet-uk-${size}`);
    }
  });
});
