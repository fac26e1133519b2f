// Every problem of the saved-games store reaches the person: a damaged database moved aside
// (the home screen names the kept file), no database at all (a banner on every screen), and
// a save that fails (the game screen says so at once, the move stays, the next action saves
// it) — for a move and for a new game. The failing save is made real: another process holds
// the database's write lock (`store-lock-holder`, built by `cargo test` beside the app), so
// the app's write waits for its busy timeout (5 s) and fails, as it would on a phone whose
// storage is busy. And a game that another copy of the app wrote to (`store-writer-child`
// appends to it, as a second window would) goes on as a separate saved game, said once.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { nativeOnly } from './engines.mjs';
import { App } from './harness.mjs';

const DATABASE = 'games.sqlite3';

async function enter(app, seat, size, square) {
  await app.click(`[data-testid^="reserve-${seat}-"][data-size="${size}"]:not([disabled])`);
  await app.click(`[data-square="${square}"].target`);
}

/** Starts a pass-and-play Gobblet game from the home screen. */
async function startGobblet(app) {
  await app.click('[data-testid="new-gobblet"]');
  await app.click('[data-testid="start-game"]');
  await app.waitForText('[data-testid="status"]', /White to move/);
}

/** Holds the write lock of the database in `dataDir` until `release()` is called. */
async function holdWriteLock(dataDir) {
  const holder = join(dirname(process.env.TIPGOBBLE_APP), 'store-lock-holder');
  assert.ok(existsSync(holder), `${holder} is built by cargo test --workspace`);
  const child = spawn(holder, [join(dataDir, DATABASE)], { stdio: ['pipe', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`store-lock-holder exited with ${code}`)));
    child.stdout.once('data', (d) => (String(d).startsWith('locked') ? resolve() : reject(new Error(String(d)))));
  });
  child.removeAllListeners('exit');
  return {
    release: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.stdin.end('\n');
      }),
  };
}

/** Appends one legal action to saved game `id` in `dataDir` from another process, as another
 * copy of the app playing the same game would (it says `ready` once it has loaded the game). */
async function writeElsewhere(dataDir, id) {
  const writer = join(dirname(process.env.TIPGOBBLE_APP), 'store-writer-child');
  assert.ok(existsSync(writer), `${writer} is built by cargo test --workspace`);
  const child = spawn(writer, [join(dataDir, DATABASE), String(id), '7', '1'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const code = await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
    child.stdin.end('go\n');
  });
  assert.equal(code, 0, `store-writer-child: ${out}`);
  assert.match(out, new RegExp(`^append ${id} `, 'm'), out);
}

describe('store problems reach the person', () => {
  it('names the kept file on the home screen when the database was damaged', nativeOnly('store-damaged'), async () => {
    const dataDir = App.freshDataDir('store-damaged');
    writeFileSync(join(dataDir, DATABASE), Buffer.alloc(16384, 0x5a));
    const app = await App.launch('store-damaged', { dataDir });
    try {
      const text = await app.text('[data-testid="moved-aside-text"]');
      const kept = readdirSync(dataDir).find((f) => f.startsWith(`${DATABASE}.damaged-`));
      assert.ok(kept, 'the damaged file is kept beside the new one');
      assert.ok(text.includes(join(dataDir, kept)), `${text} names ${kept}`);
      assert.match(text, /could not be read.*Keep that file/s);
      assert.equal(await (await app.session.find('[data-testid="moved-aside"]')).attribute('data-kind'), 'damaged');
      await app.screenshot('notice');
      // A fresh database is in use: games are saved, and no banner says otherwise.
      assert.equal((await app.session.findAll('[data-testid="not-saving"]')).length, 0);
      await app.click('[data-testid="moved-aside-dismiss"]');
      await app.session.waitUntil(
        'return document.querySelector(\'[data-testid="moved-aside"]\') === null;',
        'the notice to go',
      );
    } finally {
      await app.close();
    }
    const again = await App.launch('store-damaged-again', { dataDir });
    try {
      await again.session.waitFor('[data-testid="new-gobblet"]');
      assert.equal((await again.session.findAll('[data-testid="moved-aside"]')).length, 0, 'told once');
    } finally {
      await again.close();
    }
  });

  it('shows "Games are not being saved" on every screen when there is no database', nativeOnly('store-none'), async () => {
    const dataDir = App.freshDataDir('store-none');
    // The saved games' directory is a read-only file: no database can be made there.
    const gamesDir = join(dataDir, 'not-a-directory');
    writeFileSync(gamesDir, 'x');
    chmodSync(gamesDir, 0o444);
    const app = await App.launch('store-none', { dataDir, gamesDir });
    try {
      assert.match(await app.text('[data-testid="not-saving"]'), /Games are not being saved/);
      // The technical reason only as details, under the words.
      const reason = await app.session.execute(`return document.querySelector('[data-testid="not-saving"] details [data-testid="not-saving-reason"]')?.textContent ?? '';`);
      assert.ok(reason.includes('not-a-directory'), reason);
      await startGobblet(app);
      await enter(app, 'one', 4, 'a1');
      await app.waitForText('[data-testid="status"]', /Black to move/);
      assert.match(await app.text('[data-testid="not-saving"]'), /Games are not being saved/);
      await app.screenshot('banner');
    } finally {
      await app.close();
    }
  });

  it('says at once when a move could not be saved, keeps it, and saves it at the next move', nativeOnly('store-locked-move'), async () => {
    const app = await App.launch('store-autosave');
    const { dataDir } = app;
    try {
      await startGobblet(app);
      await enter(app, 'one', 4, 'a1');
      await app.waitForText('[data-testid="status"]', /Black to move/);
      const lock = await holdWriteLock(dataDir);
      try {
        await enter(app, 'two', 4, 'b2');
        await app.waitForText('[data-testid="unsaved"]', /not being saved right now\./);
        const reason = await app.session.execute(`return document.querySelector('[data-testid="unsaved"] details [data-testid="unsaved-reason"]')?.textContent ?? '';`);
        assert.match(reason, /locked/, 'the technical reason, as details');
        await app.waitForText('[data-testid="status"]', /White to move/);
        assert.equal(await app.text('[data-testid="move-2"]'), '4b2', 'the move stays on screen');
        await app.screenshot('unsaved');
      } finally {
        await lock.release();
      }
      await enter(app, 'one', 4, 'c3');
      await app.waitForText('[data-testid="status"]', /Black to move/);
      await app.session.waitUntil(
        'return document.querySelector(\'[data-testid="unsaved"]\') === null;',
        'the warning to go once the save worked',
      );
    } finally {
      await app.kill();
    }
    const again = await App.launch('store-autosave-again', { dataDir });
    try {
      assert.match(await again.text('[data-testid="continue"]'), /\b3 turns\b/, 'nothing was lost');
    } finally {
      await again.close();
    }
  });

  it('saves a game another copy of the app wrote to as a separate game, and says so once', nativeOnly('store-copy'), async () => {
    const app = await App.launch('store-copy');
    const { dataDir } = app;
    try {
      await startGobblet(app);
      await enter(app, 'one', 4, 'a1');
      await app.waitForText('[data-testid="status"]', /Black to move/);
      await writeElsewhere(dataDir, 1);
      await enter(app, 'two', 4, 'b2');
      await app.waitForText('[data-testid="saved-as-copy"]', /separate game/);
      assert.equal((await app.session.findAll('[data-testid="unsaved"]')).length, 0, 'no retry is promised');
      await enter(app, 'one', 4, 'c3');
      await app.waitForText('[data-testid="status"]', /Black to move/);
      assert.equal((await app.session.findAll('[data-testid="saved-as-copy"]')).length, 1, 'said once');
      await app.screenshot('saved-as-copy');
      await app.click('[data-testid="saved-as-copy-dismiss"]');
      await app.session.waitUntil(
        'return document.querySelector(\'[data-testid="saved-as-copy"]\') === null;',
        'the notice to go once read',
      );
    } finally {
      await app.kill();
    }
    const again = await App.launch('store-copy-again', { dataDir });
    try {
      assert.match(await again.text('[data-testid="continue"]'), /\b3 turns\b/, 'every move of this copy was kept');
    } finally {
      await again.close();
    }
  });

  it('keeps a new game the store refused and saves it whole at the next move', nativeOnly('store-locked-new-game'), async () => {
    const app = await App.launch('store-create');
    const { dataDir } = app;
    try {
      await app.session.waitFor('[data-testid="new-gobblet"]');
      const lock = await holdWriteLock(dataDir);
      try {
        await startGobblet(app);
        await app.waitForText('[data-testid="unsaved"]', /not being saved right now/);
        await enter(app, 'one', 4, 'a1');
        await app.waitForText('[data-testid="status"]', /Black to move/);
        assert.match(await app.text('[data-testid="unsaved"]'), /not being saved right now/);
      } finally {
        await lock.release();
      }
      await enter(app, 'two', 4, 'b2');
      await app.waitForText('[data-testid="status"]', /White to move/);
      await app.session.waitUntil(
        'return document.querySelector(\'[data-testid="unsaved"]\') === null;',
        'the warning to go once the game was saved',
      );
    } finally {
      await app.kill();
    }
    const again = await App.launch('store-create-again', { dataDir });
    try {
      assert.match(await again.text('[data-testid="continue"]'), /\b2 turns\b/, 'the whole game was kept');
    } finally {
      await again.close();
    }
  });
});
