// Nothing lost to a kill (issue 43): twenty times a move is made by tapping, and the moment it
// shows on the screen the app is killed as a crash or the system would end it (the browser
// with its worker, in the web build; the app's process, natively). Each start after a kill
// continues the game with every move shown before it, and the next move is made from there.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NATIVE } from './engines.mjs';
import { App } from './harness.mjs';
import { tapGobblet } from './games.mjs';

/** A pass-and-play Gobblet game of twenty moves that ends neither by a line nor by a third
 * repetition: each side enters its largest piece, then walks it round its own half of the
 * board (White rows 1 and 2, Black rows 3 and 4). A position comes at most twice. */
const MOVES = [
  '4a1', '4d4',
  'a1-b1', 'd4-c4', 'b1-c1', 'c4-b4', 'c1-d1', 'b4-a4', 'd1-d2', 'a4-a3',
  'd2-c2', 'a3-b3', 'c2-b2', 'b3-c3', 'b2-a2', 'c3-d3', 'a2-a1', 'd3-d4', 'a1-b1', 'd4-c4',
];

/** How many of the moves are each followed by a kill: all twenty in the web build (issue 43's
 * loop), six natively, where the store's own crash tests (`cargo test`: crates/store's
 * tests/crash.rs kills an autosaving process with SIGKILL at random moments) already cover the database, and each kill
 * and start costs about three seconds of `npm test`. */
const KILLED = NATIVE ? 6 : MOVES.length;

/** The game's moves as the core has them. */
async function moves(app) {
  const view = await app.invoke('game_view', {});
  assert.equal(view.ok, true, JSON.stringify(view.error));
  return view.value.moves;
}

describe('kills right after a move', () => {
  it(`keeps every shown move through ${KILLED} kills`, async () => {
    let app = await App.launch('kill-loop');
    const { dataDir } = app;
    try {
      await app.click('[data-testid="new-gobblet"]');
      await app.click('[data-testid="opponent"] [data-value="person"]');
      await app.click('[data-testid="start-game"]');
      for (const [i, move] of MOVES.slice(0, KILLED).entries()) {
        await app.session.waitFor('[data-screen="game"] [data-board]');
        assert.deepEqual(await moves(app), MOVES.slice(0, i), `the game after ${i} kills`);
        await tapGobblet(app, move, i % 2 === 0 ? 'one' : 'two');
        // Shown: the move in the move strip; then killed at once.
        await app.session.waitFor(`[data-testid="move-${i + 1}"]`);
        await app.kill();
        app = await App.launch('kill-loop', { dataDir });
        await app.click('[data-testid="continue"]');
      }
      await app.session.waitFor('[data-screen="game"] [data-board]');
      assert.deepEqual(await moves(app), MOVES.slice(0, KILLED), `the game after ${KILLED} kills`);
      const view = (await app.invoke('game_view', {})).value;
      assert.equal(view.outcome, null, 'the game goes on');
    } finally {
      await app.close();
    }
  });
});
