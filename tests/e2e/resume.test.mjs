// Autosave and resume: the game continues at the same move after the app is closed, and
// after its process is killed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { App } from './harness.mjs';
import { NATIVE_WINDOW, seed } from './games.mjs';

async function enter(app, seat, size, square) {
  await app.click(`[data-testid^="reserve-${seat}-"][data-size="${size}"]:not([disabled])`);
  await app.click(`[data-square="${square}"].target`);
}

describe('autosave and resume', () => {
  let dataDir;

  it('continues the game after the app is closed', async () => {
    const app = await App.launch('resume');
    dataDir = app.dataDir;
    try {
      await app.click('[data-testid="new-gobblet"]');
      await app.click('[data-testid="start-game"]');
      await enter(app, 'one', 4, 'a1');
      await enter(app, 'two', 4, 'b2');
      await app.waitForText('[data-testid="status"]', /White to move/);
    } finally {
      await app.close();
    }
    const again = await App.launch('resume', { dataDir });
    try {
      assert.match(await again.text('[data-testid="continue"]'), /Gobblet game\s+2 turns/);
      await again.resize(...NATIVE_WINDOW); // the move list shows
      await again.click('[data-testid="continue"]');
      await again.waitForText('[data-testid="status"]', /White to move/);
      assert.equal(await again.text('[data-testid="move-2"]'), '4b2');
      await enter(again, 'one', 4, 'c3');
      await again.waitForText('[data-testid="status"]', /Black to move/);
    } finally {
      await again.kill();
    }
  });

  it('continues the game after the app process was killed', async () => {
    const app = await App.launch('resume-killed', { dataDir });
    try {
      assert.match(await app.text('[data-testid="continue"]'), /\b3 turns/);
      await app.resize(...NATIVE_WINDOW); // the move list shows
      await app.click('[data-testid="continue"]');
      assert.equal(await app.text('[data-testid="move-3"]'), '4c3');
      await app.waitForText('[data-testid="status"]', /Black to move/);
    } finally {
      await app.close();
    }
  });

  // A phone ends apps in the background at will: a game left while the computer was to move
  // must get its move when it comes back, at start (Continue) and from Saved games.
  it('gives the computer its move in a game resumed with the computer to move', async () => {
    const computerToMove = (white) =>
      `[Game "gobblet"]\n[Setup "..../..../..../.... W:444 B:444 W"]\n[TouchMove "off"]\n` +
      `[White "${white}"]\n[BlackAI "1"]\n\n4a1\n`;
    const first = await App.launch('resume-computer');
    const data = first.dataDir;
    try {
      await seed(first, [computerToMove('Anna')]);
    } finally {
      await first.kill();
    }
    const app = await App.launch('resume-computer', { dataDir: data });
    try {
      await app.click('[data-testid="continue"]');
      await app.session.waitFor('[data-screen="game"]');
      await app.session.waitFor('[data-testid="move-2"]');
      await app.waitForText('[data-testid="player-near-turn"]', /^Your turn$/);

      // From the saved games list: another game left with the computer to move.
      await seed(app, [computerToMove('Bo')]);
      await app.click('[data-testid="back"]');
      await app.click('[data-testid="open-saved"]');
      await app.session.waitUntil(
        `return document.querySelectorAll('[data-testid="saved-game"]').length === 2;`,
        'both games listed',
      );
      const bo = await app.session.execute(
        `return [...document.querySelectorAll('[data-testid="saved-moves"]')].map((m) => m.textContent);`,
      );
      assert.deepEqual(bo, ['1 turn', '2 turns'], "Bo's game newest, the computer still to move");
      await app.click('[data-testid="saved-game"]:nth-child(1) [data-testid="resume"]');
      await app.session.waitFor('[data-screen="game"]');
      await app.session.waitFor('[data-testid="move-2"]');
      await app.waitForText('[data-testid="player-near-turn"]', /^Your turn$/);
    } finally {
      await app.close();
    }
  });
});
