// The web build as an installed app with the network off (issue 35): after the first visit its
// service worker keeps every file of the build, the browser finds it installable (its manifest
// and service worker pass Chromium's install criteria), and then, with nothing serving the
// build any more, the page reloads, a game against the computer goes on (the core's worker and
// its WebAssembly from the kept files), and after the browser is closed and started again,
// still offline, the game is there to continue. The desktop app has nothing to install or
// keep: it is its own files.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { NATIVE } from './engines.mjs';
import { App } from './harness.mjs';
import { startAgainstComputer, waitForMoves } from './games.mjs';

/** Waits until no board animates (a screenshot of the position, not of a piece in the air). */
const atRest = (app) => app.session.waitUntil(`return !document.querySelector('[data-animating]');`, 'the board at rest');

/** Enters a piece from White's first external stack onto the first square it may go to, by
 * taps. */
async function enter(app) {
  await app.click('[data-testid^="reserve-one-"]:not([disabled])');
  await app.click('[data-square].target');
}

describe('the installed web app, offline', { skip: NATIVE && 'web build only: the desktop app installs no service worker and needs no network' }, () => {
  let app;
  after(async () => {
    await app?.close();
  });

  it('is installable, and keeps its files after the first visit', async () => {
    app = await App.launch('offline');
    await app.session.waitUntil('return !!navigator.serviceWorker?.controller;', 'the page served by the service worker', 60000);
    const { installabilityErrors } = await app.session.cdp('Page.getInstallabilityErrors', {});
    assert.deepEqual(installabilityErrors, [], 'Chromium finds nothing missing to install the app');
    const manifest = await app.session.execute(`return fetch('./manifest.webmanifest').then((r) => r.json());`);
    assert.equal(manifest.display, 'standalone');
    assert.deepEqual(
      manifest.icons.map((i) => `${i.sizes} ${i.purpose}`),
      ['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable'],
    );
  });

  it('plays on with nothing serving the build: reloaded, then restarted', async () => {
    await startAgainstComputer(app, 'gobblet', 1);
    await app.waitForText('[data-testid="player-near-turn"]', /^Your turn$/);
    await enter(app);
    await waitForMoves(app, 2);

    // The network goes: nothing answers on the build's address any more.
    await app.server.close();
    app.server = null;
    const refused = await app.session.execute(`return fetch('./index.html?network', { cache: 'no-store' }).then(() => 'answered', () => 'refused');`);
    // The service worker answers what it kept (the query is ignored), so ask past it too.
    const direct = await app.session.execute(
      `return fetch('http://127.0.0.1:' + location.port + '/nothing-kept-here').then(() => 'answered', () => 'refused');`,
    );
    assert.equal(direct, 'refused', 'the build is no longer served');
    assert.equal(refused, 'answered', 'the kept page still answers');

    // Reloaded offline: the game is where it was, and the computer still replies.
    await app.open();
    await app.click('[data-testid="continue"]');
    await app.waitForText('[data-testid="player-near-turn"]', /^Your turn$/);
    await enter(app);
    const view = await waitForMoves(app, 4);
    await atRest(app);
    await app.screenshot('reloaded-360x640');

    // Closed, and started again still offline, in an app window as the installed app opens.
    const dataDir = app.dataDir;
    await app.close();
    app = await App.launch('offline', { dataDir, offline: true, appWindow: true });
    assert.equal(
      await app.session.execute(`return matchMedia('(display-mode: standalone)').matches;`),
      true,
      'the standalone window of an installed app',
    );
    await app.session.waitFor('[data-testid="open-settings"]');
    await app.screenshot('installed-start-360x640');
    await app.click('[data-testid="continue"]');
    await app.waitForText('[data-testid="player-near-turn"]', /^Your turn$/);
    const resumed = (await app.invoke('game_view', {})).value;
    assert.deepEqual(resumed.moves, view.moves, 'the game as it was left');
    await enter(app);
    await waitForMoves(app, 6);
    await atRest(app);
    await app.screenshot('restarted-360x640');
  });
});
