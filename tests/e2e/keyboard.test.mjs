// A whole Gobblet game and a whole Deblockle game by keyboard alone (Tab, the arrows, Enter,
// Escape; no click after the new-game form), between two people, each move checked in the
// words the live region says (lib/announce.ts), the result included.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { App } from './harness.mjs';
import { Element } from './webdriver.mjs';

const KEY = {
  Tab: '\uE004',
  Shift: '\uE008',
  Enter: '\uE007',
  Escape: '\uE00C',
  F10: '\uE03A',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
};
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** The keyboard of a running app: keys go to whatever has the focus, as a person's would. */
class Keyboard {
  constructor(app) {
    this.app = app;
  }

  async press(...keys) {
    for (const key of keys) {
      const active = await this.app.session.cmd('GET', '/element/active');
      const shifted = key.startsWith('Shift+') ? key.slice('Shift+'.length) : null;
      await new Element(this.app.session, active[ELEMENT]).sendKeys(shifted ? KEY.Shift + KEY[shifted] + KEY.Shift : KEY[key]);
    }
  }

  /** Tabs (forward, or back with Shift) until the focus is on an element `css` matches. */
  async tabTo(css) {
    for (let i = 0; i < 60; i++) {
      const where = await this.app.session.execute(
        `const target = document.querySelector(arguments[0]);
         if (!target) return 'none';
         const a = document.activeElement;
         if (a && a.matches(arguments[0])) return 'here';
         if (!a || a === document.body) return 'forward';
         return a.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING ? 'forward' : 'back';`,
        css,
      );
      if (where === 'here') return;
      if (where === 'none') throw new Error(`nothing matches ${css}`);
      await this.press(where === 'forward' ? 'Tab' : 'Shift+Tab');
    }
    throw new Error(`Tab never reached ${css}`);
  }

  /** The square with the focus. */
  focused() {
    return this.app.session.execute('return document.activeElement?.dataset?.square ?? null;');
  }

  /** Moves the focus on the board (drawn with rank 1 at the bottom) to `square` by the arrows. */
  async arrowTo(square) {
    if ((await this.focused()) === null) await this.tabTo('[role="grid"] [tabindex="0"]');
    const from = await this.focused();
    const df = square.charCodeAt(0) - from.charCodeAt(0);
    const dr = Number(square.slice(1)) - Number(from.slice(1));
    const keys = [
      ...Array(Math.abs(df)).fill(df > 0 ? 'ArrowRight' : 'ArrowLeft'),
      ...Array(Math.abs(dr)).fill(dr > 0 ? 'ArrowUp' : 'ArrowDown'),
    ];
    await this.press(...keys);
    assert.equal(await this.focused(), square);
  }
}

/** The live region's last line once it has said `count` lines since `since` (its count). */
async function announced(app, before) {
  try {
    await app.session.waitUntil(
      `const lines = [...document.querySelectorAll('[data-testid="announce"] p')];
       return lines.length > 0 && lines[lines.length - 1].textContent !== ${JSON.stringify(before)};`,
      'a new announcement',
    );
  } catch (err) {
    await app.screenshot('no-announcement');
    const state = await app.session.execute(`return document.querySelector('[data-testid="status"]')?.textContent + ' | focus ' + (document.activeElement?.dataset?.square ?? document.activeElement?.tagName);`);
    throw new Error(`${err.message} after ${JSON.stringify(before)}; ${state}`);
  }
  return app.session.execute(`const lines = [...document.querySelectorAll('[data-testid="announce"] p')]; return lines[lines.length - 1].textContent;`);
}
const lastSaid = (app) => app.session.execute(`const p = [...document.querySelectorAll('[data-testid="announce"] p')].pop(); return p ? p.textContent : '';`);

describe('a Gobblet game by keyboard alone', () => {
  let app;
  let keys;
  before(async () => {
    app = await App.launch('keyboard-gobblet');
    await app.resize(360, 640); // a phone upright: the end sheet covers the board
    await app.click('[data-testid="new-gobblet"]');
    await app.click('[data-testid="opponent"] [data-value="person"]');
    await app.click('[data-testid="start-game"]');
    await app.waitForText('[data-testid="status"]', /White to move/);
    keys = new Keyboard(app);
  });
  after(async () => {
    await app?.close();
  });

  /** Enters a piece of `size` from `seat`'s stacks onto `square`: Tab to the stack, Enter,
   * Tab to the board, arrows, Enter. */
  async function enter(seat, size, square) {
    const before = await lastSaid(app);
    // The stacks of the side to move open once the last move's piece has landed.
    await app.session.waitUntil(`return !document.querySelector('[data-animating]');`, 'the board at rest');
    await keys.tabTo(`[data-testid^="reserve-${seat}-"][data-size="${size}"]:not([disabled])`);
    await keys.press('Enter');
    await app.session.waitFor('[data-square].target');
    await keys.tabTo('[role="grid"] [tabindex="0"]');
    await keys.arrowTo(square);
    await keys.press('Enter');
    return announced(app, before);
  }

  it('names the squares and the stacks, and Escape puts a picked piece back', async () => {
    await keys.tabTo('[data-testid="reserve-one-0"]');
    assert.equal(await app.session.execute('return document.activeElement.getAttribute("aria-label");'), 'White stack 1: size 4 on top');
    await keys.press('Enter');
    await app.session.waitFor('[data-square].target');
    assert.equal(await app.session.execute('return document.activeElement.getAttribute("aria-pressed");'), 'true');
    await keys.press('Escape');
    assert.equal((await app.session.findAll('[data-square].target')).length, 0, 'the piece is back on its stack');
    assert.equal(await app.session.execute('return document.querySelector("[data-screen]").dataset.screen;'), 'game', 'Escape did not leave the game');
    // The menu takes the focus when it opens and gives it back to its button when Escape
    // closes it.
    await keys.tabTo('[data-testid="more"]');
    await keys.press('Enter');
    await app.session.waitFor('[data-testid="menu"]');
    assert.equal(await app.session.execute(`return !!document.activeElement.closest('[data-testid="menu"]');`), true, 'the focus is in the menu');
    await keys.press('Escape');
    await app.session.waitUntil(`return !document.querySelector('[data-testid="menu"]') && document.activeElement?.dataset?.testid === 'more';`, 'the focus back on the menu button');
    // One tab stop on the board: Tab from the grid leaves it.
    await keys.tabTo('[role="grid"] [tabindex="0"]');
    assert.equal(await app.session.execute(`return document.querySelectorAll('[role="grid"] [tabindex="0"]').length;`), 1);
    assert.equal(await keys.focused(), 'a1');
    assert.equal(await app.session.execute('return document.activeElement.getAttribute("aria-label");'), 'a1, empty');
    await app.screenshot('focus-a1');
  });

  it('plays to a line of four, each move, the lines of three and the result said in words', async () => {
    assert.equal(await enter('one', 4, 'a1'), 'White: size 4 from the external stacks to a1');
    assert.equal(await enter('two', 4, 'a2'), 'Black: size 4 from the external stacks to a2');
    assert.equal(await enter('one', 4, 'b1'), 'White: size 4 from the external stacks to b1');
    assert.equal(await enter('two', 4, 'b2'), 'Black: size 4 from the external stacks to b2');
    assert.equal(await enter('one', 4, 'c1'), 'White: size 4 from the external stacks to c1. White: three in a line, a1, b1, c1');
    // Black blocks the row with a board move: pick b2 up, put it down on d1.
    const before = await lastSaid(app);
    await keys.arrowTo('b2');
    await keys.press('Enter');
    await app.session.waitFor('[data-square].target');
    await keys.arrowTo('d1');
    await keys.press('Enter');
    assert.equal(await announced(app, before), 'Black: b2 to d1');
    assert.equal(await enter('one', 3, 'b2'), 'White: size 3 from the external stacks to b2');
    assert.equal(await enter('two', 4, 'c2'), 'Black: size 4 from the external stacks to c2');
    // The row is blocked: White builds the diagonal a1 b2 c3 d4 instead.
    assert.equal(await enter('one', 3, 'c3'), 'White: size 3 from the external stacks to c3. White: three in a line, a1, b2, c3');
    assert.equal(await enter('two', 3, 'a3'), 'Black: size 3 from the external stacks to a3');
    assert.equal(await enter('one', 2, 'd4'), 'White: size 2 from the external stacks to d4. White wins by a line of four');
    await app.session.waitFor('[data-testid="game-over"]');
    // The end sheet covers the board: the focus is on its first action, not lost under it.
    await app.session.waitUntil(`return document.activeElement?.dataset?.testid === 'rematch';`, 'the focus on Rematch');
    await app.screenshot('won');
  });
});

// The game of deblockle-win.test.mjs (two blocks a side, a removal, a pass, Gold's win),
// played here by keyboard: found by a search over the engine from the standard setup.
const DEBLOCKLE = [
  'c1^n-e3', 'e7^s-f6', 'e3^w-c4', 'f6^w-e5', 'c4^e-d7', 'c7^s-c5', 'd7^s',
  'c5^w-b6', 'e1^n-d4', 'e5^e-g5', 'd4^e-e3', 'b6^e-e7', 'e3^e-f7', 'g5^w-f6',
  'pass', 'e7^s', 'f7^w-d7', 'f6^e-g3', 'd7^s',
];
const STEP = { n: [0, 1], e: [1, 0], s: [0, -1], w: [-1, 0] };
const neighbour = (square, dir) => String.fromCharCode(square.charCodeAt(0) + STEP[dir][0]) + String(Number(square[1]) + STEP[dir][1]);

describe('a Deblockle game by keyboard alone', () => {
  let app;
  let keys;
  before(async () => {
    app = await App.launch('keyboard-deblockle');
    await app.resize(360, 640);
    await app.click('[data-testid="new-deblockle"]');
    await app.click('[data-testid="opponent"] [data-value="person"]');
    await app.click('[data-testid="handicap-one"] [data-value="2"]');
    await app.click('[data-testid="handicap-two"] [data-value="2"]');
    await app.click('[data-testid="setup"] [data-value="standard"]');
    await app.click('[data-testid="start-game"]');
    await app.waitForText('[data-testid="status"]', /^Gold to move$/);
    keys = new Keyboard(app);
  });
  after(async () => {
    await app?.close();
  });

  /** Plays `mv` by keys: the block, Enter; its tip square, Enter; the hop's end, Enter (none
   * when Stop comes up or the block is taken off on the star); a pass by the Pass button. */
  async function play(mv) {
    const before = await lastSaid(app);
    if (mv === 'pass') {
      await keys.tabTo('[data-testid="pass"]');
      await keys.press('Enter');
      return announced(app, before);
    }
    const [tip, hop] = mv.split('-');
    const from = tip.slice(0, 2);
    const tipSquare = neighbour(from, tip[3]);
    await keys.arrowTo(from);
    await keys.press('Enter');
    await app.session.waitFor(`[data-square="${tipSquare}"].tip`);
    await keys.arrowTo(tipSquare);
    await keys.press('Enter');
    if (hop) {
      await app.session.waitFor(`[data-square="${hop}"].hop`);
      await keys.arrowTo(hop);
      await keys.press('Enter');
    } else if (tipSquare !== 'd2' && tipSquare !== 'd6') {
      // Stop came up: the move ends where it tipped, Enter again on the same square.
      await app.session.waitFor(`[data-square="${tipSquare}"].hop`);
      await keys.press('Enter');
    }
    return announced(app, before);
  }

  it('says each tip, hop, removal and pass, and the result', async () => {
    await keys.tabTo('[role="grid"] [tabindex="0"]');
    assert.equal(await keys.focused(), 'a1');
    // The focus shows: the square draws its ring, where a person sees the keys act.
    assert.deepEqual(
      await app.session.execute(`const a = document.activeElement; return [a.matches(':focus-visible'), getComputedStyle(a).outlineStyle];`),
      [true, 'solid'],
      'the focused square draws its focus ring',
    );
    // A block's name, then its tips named with the face each turns up; Escape takes a tip
    // back, then puts the block down.
    await keys.arrowTo('c1');
    assert.match(await app.session.execute('return document.activeElement.getAttribute("aria-label");'), /^c1, Gold block, \w+ on top$/);
    await keys.press('Enter');
    await app.session.waitFor('[data-square].tip');
    await keys.arrowTo('c2');
    assert.match(await app.session.execute('return document.activeElement.getAttribute("aria-label");'), /^c2, empty; tip here: \w+ comes up$/);
    await keys.press('Enter');
    await app.session.waitFor('[data-square].hop');
    await keys.press('Escape');
    assert.equal((await app.session.findAll('[data-square].hop')).length, 0, 'the tip is taken back');
    assert.ok((await app.session.findAll('[data-square].tip')).length > 0, 'the block is still picked up');
    await keys.press('Escape');
    assert.equal((await app.session.findAll('[data-square].tip')).length, 0, 'the block is put down');
    await app.screenshot('focus-c2');

    // Shift+F10 (the menu key) shows the focused block's six faces, as a long press does: a
    // modal dialog that keeps the focus while Tab and Shift+Tab go round it; Escape closes
    // it and gives the focus back to the block.
    await keys.arrowTo('c1');
    await keys.press('Shift+F10');
    await app.session.waitFor('[role="dialog"][aria-modal="true"]');
    const inDialog = () => app.session.execute(`return !!document.activeElement?.closest('[role="dialog"]');`);
    assert.ok(await inDialog(), 'the faces dialog takes the focus');
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await keys.press(key);
      assert.ok(await inDialog(), `${key} stays in the faces dialog`);
    }
    await app.screenshot('block-faces');
    await keys.press('Escape');
    await app.session.waitUntil(`return !document.querySelector('[role="dialog"]');`, 'the faces dialog closed');
    await app.session.waitUntil(`return document.activeElement?.dataset?.square === 'c1';`, 'the focus back on c1');

    const said = [];
    for (const [i, mv] of DEBLOCKLE.entries()) {
      const text = await play(mv);
      said.push(text);
      const side = i % 2 === 0 ? 'Gold' : 'Blue';
      if (mv === 'pass') assert.equal(text, 'Gold: Deblockle’d, passes');
      else if (mv === 'd7^s' && i === 6) assert.equal(text, 'Gold: d7 tipped onto d6, Star on top, block taken off');
      else if (mv === 'e7^s') assert.equal(text, 'Blue: e7 tipped onto e6, Stop on top');
      else if (i === DEBLOCKLE.length - 1) assert.equal(text, 'Gold: d7 tipped onto d6, Star on top, block taken off. Gold wins by all blocks taken off');
      else {
        const [tip, to] = mv.split('-');
        const from = tip.slice(0, 2);
        assert.match(text, new RegExp(`^${side}: ${from} tipped onto ${neighbour(from, tip[3])}, (Star|Stop|Cross|X|Slider|Hoops) on top, hop to ${to}$`));
      }
    }
    await app.session.waitFor('[data-testid="game-over"]');
    await app.screenshot('gold-wins');
  });
});
