// Screenshots of part 2's screens (home, settings, both rules, saved games, statistics) in
// English and Ukrainian at phone and desktop sizes (tests/output/part2-*.png, the ones in
// docs/screenshots/); every screen also has to fit each size with every control reachable.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { App } from './harness.mjs';
import { ANNA_AND_BO_PLAYING, ANNA_BEATS_LEVEL_1, ANNA_BEATS_LEVEL_2, LEVEL_4_BEATS_ANNA, seed } from './games.mjs';

const SIZES = [
  ['phone', 360, 640],
  ['desktop', 1280, 800],
];

describe('screens of part 2', () => {
  let app;
  before(async () => {
    app = await App.launch('part2');
    await app.session.waitFor('[data-screen="home"]');
    await seed(app, [ANNA_BEATS_LEVEL_2, LEVEL_4_BEATS_ANNA, ANNA_AND_BO_PLAYING, ANNA_BEATS_LEVEL_1]);
  });
  after(async () => {
    await app?.close();
  });

  async function go(screen) {
    // Back home, then open the screen from its button, as a person would.
    for (let i = 0; i < 4; i++) {
      if (await app.session.execute(`return !!document.querySelector('[data-screen="home"]');`)) break;
      await (await app.session.find('[data-testid="back"]')).click();
    }
    if (screen === 'home') return;
    const [name, game] = screen.split('-');
    await (await app.session.waitFor(`[data-testid="open-${name}"]`)).click();
    await app.session.waitFor(`[data-screen="${name}"]`);
    if (game) await (await app.session.find(`[data-testid="rules-${game}"]`)).click();
  }

  for (const language of ['en', 'uk']) {
    it(`shows every screen in ${language}`, async () => {
      // Choose the language on the settings screen, as a person would.
      await go('settings');
      await (await app.session.find(`[data-testid="language"] option[value="${language}"]`)).click();
      await app.session.waitUntil(`return document.documentElement.lang === '${language}';`, language);
      for (const [size, width, height] of SIZES) {
        await app.resize(width, height);
        for (const screen of ['home', 'settings', 'rules-deblockle', 'rules-gobblet', 'saved', 'statistics']) {
          await go(screen);
          await app.session.execute('window.scrollTo(0, 0);');
          assert.deepEqual(await app.layoutProblems(), [], `${screen} at ${size} in ${language}`);
          await app.screenshot(`${screen}-${language}-${size}`);
          if (screen === 'settings' || screen === 'statistics') {
            await app.session.execute(`document.querySelectorAll('[data-screen] section')[1].scrollIntoView({ block: 'start' });`);
            await app.screenshot(`${screen}-${language}-${size}-2`);
          }
          if (screen.startsWith('rules')) {
            // Further down: the pictures.
            const sections = await app.session.execute(`return document.querySelectorAll('[data-screen="rules"] section').length;`);
            for (const index of [2, 4, 5].filter((i) => i < sections)) {
              await app.session.execute(
                `document.querySelectorAll('[data-screen="rules"] section')[arguments[0]].scrollIntoView({ block: 'start' });`,
                index,
              );
              await app.screenshot(`${screen}-${language}-${size}-${index}`);
            }
          }
        }
      }
    });
  }
});
