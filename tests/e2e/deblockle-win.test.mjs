// A whole Deblockle game by tapping: two blocks a side from the standard setup, a block
// removed on the star, Gold Deblockle'd and passing, and Gold winning with its last block.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { App } from './harness.mjs';

// Found by a search over the engine from `tipgobble start deblockle --blocks 2,2`
// (Gc1:S/L,Ge1:S/L,Bc7:S/H,Be7:S/H 0-0 gold). Gold removes a block with d7^s (tip onto
// d6, Star up); at move 15 Gold's block on f7 is hemmed in by Blue's on e7 and f6 and must
// pass; Gold's second removal on d6 ends the game.
const BEFORE_REMOVAL = ['c1^n-e3', 'e7^s-f6', 'e3^w-c4', 'f6^w-e5', 'c4^e-d7', 'c7^s-c5'];
const BEFORE_PASS = ['c5^w-b6', 'e1^n-d4', 'e5^e-g5', 'd4^e-e3', 'b6^e-e7', 'e3^e-f7', 'g5^w-f6'];
const TO_THE_END = ['e7^s', 'f7^w-d7', 'f6^e-g3']; // e7^s: tipped onto e6 with Stop up

const STEP = { n: [0, 1], e: [1, 0], s: [0, -1], w: [-1, 0] };

/** The square one step from `square` in direction `dir`. */
function neighbour(square, dir) {
  const [df, dr] = STEP[dir];
  return String.fromCharCode(square.charCodeAt(0) + df) + String(Number(square[1]) + dr);
}

describe('Deblockle, a game to the end', () => {
  let app;
  let ply = 0;
  before(async () => {
    app = await App.launch('deblockle-win');
    await app.click('[data-testid="new-deblockle"]');
    await app.click('[data-testid="handicap-one"] [data-value="2"]');
    await app.click('[data-testid="handicap-two"] [data-value="2"]');
    await app.click('[data-testid="setup"] [data-value="standard"]');
    await app.click('[data-testid="start-game"]');
    await app.waitForText('[data-testid="status"]', /^Gold to move$/);
  });
  after(async () => {
    await app?.close();
  });

  /** Plays `mv` by tapping the block, its tip square, then where it ends: the hop's end,
   * or the tip square again when Stop comes up; a removal on the star ends at the tip. */
  async function play(mv) {
    const [tip, hop] = mv.split('-');
    const from = tip.slice(0, 2);
    const tipSquare = neighbour(from, tip[3]);
    await app.click(`[data-square="${from}"]`);
    await app.click(`[data-square="${tipSquare}"].tip`);
    const end = hop ?? (tipSquare === 'd2' || tipSquare === 'd6' ? null : tipSquare);
    if (end) await app.click(`[data-square="${end}"].hop`);
    ply += 1;
    // The move is on the board once the status turns to the other side (or to the result).
    const next = ply % 2 === 0 ? 'Gold' : 'Blue';
    await app.waitForText('[data-testid="status"]', new RegExp(`^${next} |wins`));
  }

  it('removes a block that tips onto the opponent’s star with the Star up', async () => {
    for (const mv of BEFORE_REMOVAL) await play(mv);
    assert.match(await app.text('[data-testid="removed"]'), /Gold: 0\/2 taken off · Blue: 0\/2 taken off/);
    await play('d7^s');
    assert.match(await app.text('[data-testid="removed"]'), /Gold: 1\/2 taken off · Blue: 0\/2 taken off/);
    assert.equal((await app.session.findAll('[data-square="d7"] .block')).length, 0, 'the block left d7');
    assert.equal((await app.session.findAll('[data-square="d6"] .block')).length, 0, 'and is not on the star');
  });

  it('makes a Deblockle’d player pass', async () => {
    for (const mv of BEFORE_PASS) await play(mv);
    assert.equal(await app.text('[data-testid="status"]'), "Gold is Deblockle'd and must pass");
    assert.match(await app.text('[data-testid="pass-banner"] p'), /Gold/);
    await app.click('[data-square="f7"]');
    assert.equal((await app.session.findAll('[data-square].tip')).length, 0, 'the hemmed-in block cannot tip');
    await app.screenshot('deblockled');
    await app.click('[data-testid="pass"]');
    ply += 1;
    assert.equal(await app.waitForText('[data-testid="status"]', /^Blue /), 'Blue to move');
    assert.equal((await app.session.findAll('[data-testid="pass-banner"]')).length, 0);
  });

  it('ends when Gold removes its last block', async () => {
    for (const mv of TO_THE_END) await play(mv);
    await play('d7^s');
    assert.equal(await app.waitForText('[data-testid="status"]', /wins/), 'Gold wins by all blocks taken off');
    assert.match(await app.text('[data-testid="removed"]'), /Gold: 2\/2 taken off · Blue: 0\/2 taken off/);
    await app.session.waitFor('[data-testid="game-over"]');
    await app.screenshot('gold-wins');
    const view = await app.invoke('game_view', {});
    assert.equal(view.value.moves.length, 19);
    assert.equal(view.value.moves[14], 'pass');
  });
});
