// Every screen at phone, tablet and desktop sizes: nothing overflows, every control can be
// reached; the screenshots (tests/output/screens-*.png) are the ones in docs/screenshots/.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { App } from './harness.mjs';
import { atSizes, playFirst as playFirstMove, reopenGame as reopenGameScreen, startAgainstComputer, startClassicSetup, tipABlockMidGame, waitForMoves } from './games.mjs';

describe('every screen at every size', () => {
  let app;
  before(async () => {
    app = await App.launch('screens');
  });
  after(async () => {
    await app?.close();
  });

  const atEverySize = (label) => atSizes(app, label, ['phone', 'tablet', 'desktop']);
  const playFirst = (pattern) => playFirstMove(app, pattern);
  const reopenGame = () => reopenGameScreen(app);

  it('home', async () => {
    await app.session.waitFor('[data-game="gobblet"]');
    await atEverySize('home');
  });

  it('tutorials', async () => {
    for (const game of ['gobblet', 'deblockle']) {
      await app.click(`[data-testid="learn-${game}"]`);
      await app.session.waitFor(`[data-screen="tutorial"][data-game="${game}"] [data-testid="tutorial-text"]`);
      await atEverySize(`tutorial-${game}`);
      await app.click('[data-testid="back"]');
      await app.session.waitFor('[data-screen="home"]');
    }
  });

  it('new Gobblet game', async () => {
    await app.click('[data-testid="new-gobblet"]');
    await app.session.waitFor('[data-screen="new-game"]');
    await atEverySize('new-gobblet');
  });

  it('Gobblet mid-game', async () => {
    await app.click('[data-testid="start-game"]');
    // new_game answers asynchronously: play only once the game screen shows the new board.
    await app.session.waitFor('[data-screen="game"] [data-board]');
    for (const mv of [/^4a1$/, /^4b2$/, /^4c3$/, /^4a2$/, /^a1-a3$/, /^4b1$/]) await playFirst(mv);
    await reopenGame();
    await app.click('[data-testid="reserve-one-0"]'); // a selection with its destinations
    await app.session.waitFor('[data-square].target');
    await atEverySize('gobblet-mid-game');
  });

  it('Gobblet end of game', async () => {
    await app.click('[data-testid="back"]');
    await app.click('[data-testid="new-gobblet"]');
    await app.click('[data-testid="start-game"]');
    // new_game answers asynchronously: play only once the game screen shows the new board.
    await app.session.waitFor('[data-screen="game"] [data-board]');
    for (const mv of [/^4a1$/, /^4a2$/, /^4b1$/, /^4b2$/, /^4c1$/, /^4c2$/]) await playFirst(mv);
    await reopenGame();
    await app.click('[data-testid^="reserve-one-"][data-size="3"]:not([disabled])');
    await app.click('[data-square="d1"].target');
    await app.waitForText('[data-testid="status"]', /White wins/);
    await atEverySize('gobblet-end');
  });

  it('offers the winner of the last game between the same players as who starts', async () => {
    await app.click('[data-testid="back"]');
    await app.click('[data-testid="new-gobblet"]');
    await app.click('[data-testid="first"] [data-value="last"]');
    assert.equal(
      await app.waitForText('[data-testid="last-winner"]', /./),
      'White won the last game between these players and starts.',
    );
    await app.click('[data-testid="opponent"] [data-value="person"]');
    await app.click('[data-testid="back"]');
    await app.session.waitFor('[data-screen="home"]');
  });

  it('new Deblockle game', async () => {
    await app.click('[data-testid="new-deblockle"]');
    await app.click('[data-testid="setup"] [data-value="standard"]');
    await atEverySize('new-deblockle');
  });

  it('Deblockle mid-game, a block tipped with its hops shown', async () => {
    await tipABlockMidGame(app);
    await atEverySize('deblockle-mid-game');
  });
  it('Gobblet against the computer, a hint shown', async () => {
    await app.click('[data-testid="back"]');
    await startAgainstComputer(app, 'gobblet', 5);
    await app.click('[data-testid^="reserve-one-"][data-size="4"]:not([disabled])');
    await app.click('[data-square="b2"].target');
    // The indicator shows for as long as the computer thinks (up to 1 s at level 5).
    if ((await app.session.findAll('[data-testid="thinking"]')).length > 0) await app.screenshot('gobblet-ai-thinking');
    await waitForMoves(app, 2);
    await app.waitForText('[data-testid="player-near-turn"]', /^Your turn$/);
    await app.click('[data-testid="hint"]');
    await app.waitForText('[data-testid="hint-move"]', /: /);
    await atEverySize('gobblet-ai-hint');
  });
  it('Deblockle classic setup, a side arranging the other side\'s blocks', async () => {
    await app.click('[data-testid="back"]');
    await startClassicSetup(app);
    await atEverySize('deblockle-setup');
  });

});
