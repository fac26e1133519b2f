// Saved games and statistics on the real app: the list shows each game's players (by their
// seats, as every screen names them), moves and state, with one action in view and the rest
// in the card's "⋯" menu; rename, delete with undo, paste a game (a bad one is refused with
// the line); the statistics add up and draw their charts, months with their year.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { App } from './harness.mjs';
import { ANNA_AND_BO_PLAYING, ANNA_BEATS_LEVEL_1, ANNA_BEATS_LEVEL_2, LEVEL_4_BEATS_ANNA, seed } from './games.mjs';

describe('saved games and statistics', () => {
  let app;
  before(async () => {
    app = await App.launch('library');
    await app.session.waitFor('[data-screen="home"]');
    await seed(app, [ANNA_BEATS_LEVEL_2, LEVEL_4_BEATS_ANNA, ANNA_AND_BO_PLAYING]);
  });
  after(async () => {
    await app?.close();
  });

  const count = (css) => app.session.execute(`return document.querySelectorAll(arguments[0]).length;`, css);

  it('lists every game with its state', async () => {
    await (await app.session.find('[data-testid="open-saved"]')).click();
    await app.session.waitFor('[data-screen="saved"] [data-testid="saved-game"]');
    assert.equal(await count('[data-testid="saved-game"]'), 3);
    assert.equal(await count('[data-testid="saved-game"][data-state="finished"]'), 2);
    assert.equal(await count('[data-testid="saved-game"][data-state="playing"]'), 1);
    const text = await (await app.session.find('[data-screen="saved"]')).text();
    assert.match(text, /White: Anna · Black: Level 2/);
    // Anna gave her name (an imported game): she is named, and so is the level that beat her.
    assert.match(text, /Anna won by a line of four/);
    assert.match(text, /Level 4 won by a line of four/);
    // "Gobblet" is said once (the heading), not again beside it.
    assert.doesNotMatch(text, /Gobblet\s*·?\s*Gobblet/);
    // One action in view per card, the rest in its menu.
    assert.equal(await count('[data-testid="saved-game"] [data-testid="resume"]'), 1);
    assert.equal(await count('[data-testid="saved-game"] [data-testid="review"]'), 2);
    assert.equal(await count('[data-testid="saved-game"] [data-testid="delete"]'), 0);
    await app.click('[data-testid="saved-game"] [data-testid="more"]');
    await app.session.waitFor('[data-testid="card-menu"] [data-testid="delete"]');
    for (const [w, h] of [
      [360, 640],
      [640, 360],
      [1280, 800],
    ]) {
      await app.resize(w, h);
      await app.session.execute('window.scrollTo(0, 0);');
      await app.screenshot(`saved-menu-${w}x${h}`);
    }
    await app.click('[data-testid="saved-game"] [data-testid="more"]');
    await app.session.waitUntil(`return !document.querySelector('[data-testid="card-menu"]');`, 'the menu closed');
  });

  it('renames a game', async () => {
    await app.click('[data-testid="saved-game"] [data-testid="more"]');
    await (await app.session.waitFor('[data-testid="saved-game"] [data-testid="rename"]')).click();
    const input = await app.session.waitFor('[data-testid="title-input"]');
    // The field takes the focus at once (a keyboard or screen-reader user is in it), and
    // when it closes the focus goes back to the card's ⋯ button, not to the page's start.
    await app.session.waitUntil(`return document.activeElement?.dataset?.testid === 'title-input';`, 'the focus in the title field');
    await input.sendKeys('Sunday game\uE007'); // Enter submits
    await app.session.waitUntil(
      `return [...document.querySelectorAll('[data-testid="saved-game"] h2')].some((h) => h.textContent === 'Sunday game');`,
      'the new title',
    );
    await app.session.waitUntil(`return document.activeElement?.dataset?.testid === 'more';`, 'the focus back on the card’s ⋯ button');
  });

  it('deletes a game and undoes it', async () => {
    await app.click('[data-testid="saved-game"] [data-testid="more"]');
    await (await app.session.waitFor('[data-testid="saved-game"] [data-testid="delete"]')).click();
    await app.session.waitUntil(`return document.querySelectorAll('[data-testid="saved-game"]').length === 2;`, 'two games left');
    await (await app.session.waitFor('[data-testid="undo-delete"]')).click();
    await app.session.waitUntil(`return document.querySelectorAll('[data-testid="saved-game"]').length === 3;`, 'three games again');
  });

  it('imports a pasted game and refuses a bad one with its line', async () => {
    await (await app.session.find('[data-testid="paste-open"]')).click();
    const area = await app.session.waitFor('[data-testid="paste-text"]');
    await app.session.waitUntil(`return document.activeElement?.dataset?.testid === 'paste-text';`, 'the focus in the pasted text');
    await area.sendKeys(ANNA_AND_BO_PLAYING.replace('4b2', '9z9'));
    await (await app.session.find('[data-testid="paste-import"]')).click();
    await app.session.waitUntil(
      `return /line/.test(document.querySelector('[data-testid="saved-message"]').textContent);`,
      'the refusal',
    );
    assert.equal(await count('[data-testid="saved-game"]'), 3);
    await app.session.execute(`
      const area = document.querySelector('[data-testid="paste-text"]');
      area.value = arguments[0];
      area.dispatchEvent(new Event('input', { bubbles: true }));`, ANNA_BEATS_LEVEL_1);
    await (await app.session.find('[data-testid="paste-import"]')).click();
    await app.session.waitUntil(`return document.querySelectorAll('[data-testid="saved-game"]').length === 4;`, 'four games');
    for (const [w, h] of [
      [360, 640],
      [1280, 800],
    ]) {
      await app.resize(w, h);
      assert.deepEqual(await app.layoutProblems(), []);
    }
  });

  it('adds up the statistics and draws the charts', async () => {
    await (await app.session.find('[data-testid="back"]')).click();
    await (await app.session.waitFor('[data-testid="open-statistics"]')).click();
    const totals = await app.session.waitFor('[data-testid="stats-totals"]');
    // People against the computer: Anna won two (levels 1 and 2) and lost one (level 4).
    assert.deepEqual(
      await app.session.execute(
        `return [...document.querySelectorAll('[data-testid="stats-totals"] dd')].slice(0, 4).map((d) => d.textContent);`,
      ),
      ['3', '2', '1', '0'],
    );
    assert.ok(await totals.text());
    assert.equal(await count('[data-screen="statistics"] svg[role="img"]'), 2);
    assert.equal(await count('[data-testid="stats-opponents"] tbody tr'), 3);
    // The months say their year ("Nov 2026", not "Nov 26"), and one game is a short bar: the
    // scale stands for at least five games.
    const year = String(new Date().getUTCFullYear());
    const labels = await app.session.execute(
      `return [...document.querySelectorAll('[data-screen="statistics"] figure:first-of-type text.label')].map((t) => t.textContent);`,
    );
    assert.ok(labels.includes(year), `the year under the months: ${labels}`);
    assert.ok(
      Number(await app.text('[data-screen="statistics"] figure:first-of-type [data-testid="chart-scale"]')) >= 5,
      'the scale stands for five games at least',
    );
    for (const [w, h] of [
      [360, 640],
      [1280, 800],
    ]) {
      await app.resize(w, h);
      assert.deepEqual(await app.layoutProblems(), []);
    }
  });
});
