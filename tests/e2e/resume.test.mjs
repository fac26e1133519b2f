// Autosave and resume: the game continues at the same move after the app is closed, and
// after its process is killed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { App } from './harness.mjs';

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
      assert.match(await again.text('[data-testid="continue"]'), /Gobblet game\s+2 moves/);
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
      assert.match(await app.text('[data-testid="continue"]'), /\b3 moves/);
      await app.click('[data-testid="continue"]');
      assert.equal(await app.text('[data-testid="move-3"]'), '4c3');
      await app.waitForText('[data-testid="status"]', /Black to move/);
    } finally {
      await app.close();
    }
  });
});
