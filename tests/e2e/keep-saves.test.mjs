// The saved games in a browser (issue 35): the web build asks for persistent storage, and where
// the browser may still clear it (headless Chromium grants none to a site that is neither
// installed nor visited often), the home screen says so once there is a game to lose, with a
// copy of every game in one file one tap away: the file downloaded holds them all, and pasted
// back it brings them all. Dismissed, the notice stays away. The desktop app keeps its games
// in its own folder and never shows it.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { NATIVE } from './engines.mjs';
import { App } from './harness.mjs';
import { ANNA_AND_BO_PLAYING, ANNA_BEATS_LEVEL_2, seed } from './games.mjs';

describe('keeping the saved games in a browser', { skip: NATIVE && 'web build only: the desktop app keeps its games in its own folder' }, () => {
  let app;
  before(async () => {
    app = await App.launch('keep-saves');
  });
  after(async () => {
    await app?.close();
  });

  it('shows no notice before there is a game to lose, then says the browser may clear them', async () => {
    assert.equal(await app.session.executeAsync('navigator.storage.persisted().then(arguments[0]);'), false);
    await app.session.waitFor('[data-testid="open-saved"]');
    assert.equal(await app.session.execute(`return !!document.querySelector('[data-testid="keep-saves"]');`), false);
    await seed(app, [ANNA_BEATS_LEVEL_2, ANNA_AND_BO_PLAYING]);
    await app.open();
    await app.waitForText('[data-testid="keep-saves-text"]', /may delete your saved games/);
    await app.screenshot('keep-saves-360x640');
  });

  it('writes every game to one file in one tap, and the file brings them all back', async () => {
    const downloads = join(app.dataDir, 'downloads');
    mkdirSync(downloads, { recursive: true });
    await app.session.cdp('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads });
    await app.click('[data-testid="keep-saves-export"]');
    await app.waitForText('[data-testid="keep-saves-result"]', /2 games written to the file/);
    const deadline = Date.now() + 10000;
    let files = [];
    while (Date.now() < deadline) {
      files = existsSync(downloads) ? readdirSync(downloads).filter((f) => f.endsWith('.txt')) : [];
      if (files.length) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.deepEqual(files, ['tip-and-gobble-games-2.txt']);
    const text = readFileSync(join(downloads, files[0]), 'utf8');
    assert.equal(text.match(/^\[Game "gobblet"\]$/gm)?.length, 2, text);

    await app.click('[data-testid="open-saved"]');
    await app.session.waitFor('[data-screen="saved"] [data-testid="export-all"]');
    await app.click('[data-testid="paste-open"]');
    const area = await app.session.find('[data-testid="paste-text"]');
    await area.sendKeys(text);
    await app.click('[data-testid="paste-import"]');
    await app.waitForText('[data-testid="saved-message"]', /2 games imported/);
    const cards = await app.session.execute(`return document.querySelectorAll('[data-screen="saved"] [data-testid="saved-game"]').length;`);
    assert.equal(cards, 4);
  });

  it('stays away once dismissed', async () => {
    await app.click('[data-testid="back"]');
    await app.click('[data-testid="keep-saves-dismiss"]');
    await app.session.waitUntil(`return !document.querySelector('[data-testid="keep-saves"]');`, 'the notice gone');
    await app.open();
    await app.session.waitFor('[data-testid="open-saved"]');
    assert.equal(await app.session.execute(`return !!document.querySelector('[data-testid="keep-saves"]');`), false);
  });
});
