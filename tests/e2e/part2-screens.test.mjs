// Screenshots of part 2's screens (home, settings, both rules, saved games, statistics) in
// English and Ukrainian at phone and desktop sizes (tests/output/part2-*.png, the ones in
// docs/screenshots/); every screen also has to fit each size with every control reachable.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { App } from './harness.mjs';
import { ANNA_AND_BO_PLAYING, ANNA_BEATS_LEVEL_1, ANNA_BEATS_LEVEL_2, LEVEL_4_BEATS_ANNA, seed } from './games.mjs';

const SIZES = [
  ['phone', 360, 640],
  ['landscape', 640, 360],
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

  it('draws the Deblockle rules pictures from the engine', async () => {
    await go('rules-deblockle');
    await app.session.waitFor('[data-screen="rules"] [data-facts="engine"]');
    const read = (script) => app.session.execute(script);
    // The reference cube as the rules give it, folded out: Star up, Slider north, X east,
    // Hoops south, Cross west.
    const net = await read(
      `return Object.fromEntries([...document.querySelectorAll('.net [data-side]')].map((g) => [g.dataset.side, g.dataset.face]));`,
    );
    assert.deepEqual(net, { top: 'star', north: 'slider', east: 'x', south: 'hoops', west: 'cross' });
    // Tipping rolls the face on the far side up: north brings Hoops up, east Cross, south
    // Slider, west X.
    const tips = await read(
      `return ['north', 'east', 'south', 'west'].map((d) => document.querySelector('[data-testid="tip-' + d + '"]').dataset.face);`,
    );
    assert.deepEqual(tips, ['hoops', 'cross', 'slider', 'x']);
    // The hops drawn on the real board, star spaces included: the Slider passes over d6 and d2
    // to the edges; Hoops reaches the 16 squares 1 or 3 steps away, never a star space.
    const targets = (face) =>
      read(
        `return [...document.querySelectorAll('[data-testid="hop-${face}"] .target')].map((c) => c.dataset.square).sort();`,
      );
    assert.deepEqual(await targets('slider'), ['a4', 'd1', 'd7', 'g4']);
    assert.deepEqual(await targets('x'), ['c3', 'c5', 'e3', 'e5']);
    assert.deepEqual(await targets('stop'), []);
    const hoops = await targets('hoops');
    assert.equal(hoops.length, 16);
    assert.ok(!hoops.includes('d2') && !hoops.includes('d6') && hoops.includes('d1') && hoops.includes('d3'));
    assert.equal(await read(`return document.querySelectorAll('[data-testid="hop-slider"] .star').length;`), 2);
    // Each star space in the colour of the side that must reach it, as on the board: d6 is
    // Gold's goal, d2 Blue's.
    const goals = await read(
      `return Object.fromEntries([...document.querySelector('[data-screen="rules"] svg.diagram').querySelectorAll('.star')].map((s) => [s.dataset.square, s.dataset.goal]));`,
    );
    assert.deepEqual(goals, { d2: 'blue', d6: 'gold' });
    // The same block unfolded: all six faces, Stop underneath.
    const unfolded = await read(
      `return Object.fromEntries([...document.querySelectorAll('[data-testid="cube-net"] [data-side]')].map((g) => [g.dataset.side, g.dataset.face]));`,
    );
    assert.deepEqual(unfolded, { top: 'star', north: 'slider', east: 'x', south: 'hoops', west: 'cross', bottom: 'stop' });
  });

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
          if (screen === 'rules-deblockle') {
            await app.session.execute(`document.querySelector('[data-testid="cube-net"]').scrollIntoView({ block: 'center' });`);
            await app.screenshot(`${screen}-${language}-${size}-net`);
          }
        }
      }
    });
  }
});
