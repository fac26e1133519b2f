// The playing screens (new game, both boards mid-game, a game's end, a hint against the
// computer, the Deblockle classic setup) in Ukrainian at phone and desktop sizes: the
// screenshots in docs/screenshots/ (tests/output/game-screens-uk-*.png) beside the English
// ones that screens.test.mjs takes. Text is checked in Ukrainian, so a screen left in
// English fails here.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { App } from './harness.mjs';
import { atSizes, playFirst as playFirstMove, reopenGame as reopenGameScreen, startAgainstComputer, startClassicSetup, tipABlockMidGame, waitForMoves } from './games.mjs';

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

  const atEverySize = (label) => atSizes(app, label, ['phone', 'desktop']);
  const playFirst = (pattern) => playFirstMove(app, pattern);
  const reopenGame = () => reopenGameScreen(app);

  it('a new Gobblet game', async () => {
    await app.click('[data-testid="new-gobblet"]');
    await app.session.waitFor('[data-screen="new-game"]');
    assert.match(await app.text('[data-screen="new-game"] h1'), /Гобблет/);
    await atEverySize('new-gobblet');
  });

  it('Gobblet mid-game and its end', async () => {
    await app.click('[data-testid="start-game"]');
    // new_game answers asynchronously: play only once the game screen shows the new board.
    await app.session.waitFor('[data-screen="game"] [data-board]');
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
    await app.click('[data-testid="back"]');
  });

  it('a new Deblockle game and a block tipped with its hops shown', async () => {
    await app.click('[data-testid="new-deblockle"]');
    await app.click('[data-testid="setup"] [data-value="standard"]');
    assert.match(await app.text('[data-screen="new-game"] h1'), /Деблокл/);
    await atEverySize('new-deblockle');
    await tipABlockMidGame(app);
    await atEverySize('deblockle-mid-game');
  });

  it('a hint against the computer', async () => {
    await app.click('[data-testid="back"]');
    await startAgainstComputer(app, 'gobblet', 1);
    await app.click('[data-testid^="reserve-one-"][data-size="4"]:not([disabled])');
    await app.click('[data-square="b2"].target');
    // The computer's reply is in and it no longer thinks: the hint is the person's.
    await waitForMoves(app, 2);
    await app.session.waitFor('[data-testid="hint"]:not([disabled])');
    await app.click('[data-testid="hint"]');
    await app.waitForText('[data-testid="hint-move"]', /: /);
    await atEverySize('gobblet-ai-hint');
  });

  it('the Deblockle classic setup', async () => {
    await app.click('[data-testid="back"]');
    await startClassicSetup(app);
    await atEverySize('deblockle-setup');
  });
});
