// A Deblockle game by tapping: the tip previews, taking a tip back, a tip and hop, undo.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { App } from './harness.mjs';

describe('Deblockle, pass and play', () => {
  let app;
  before(async () => {
    app = await App.launch('deblockle');
  });
  after(async () => {
    await app?.close();
  });

  it('starts a standard game with two blocks a side', async () => {
    await app.click('[data-testid="new-deblockle"]');
    await app.click('[data-testid="handicap-one"] [data-value="2"]');
    await app.click('[data-testid="handicap-two"] [data-value="2"]');
    await app.click('[data-testid="setup"] [data-value="standard"]');
    await app.screenshot('new-game');
    await app.click('[data-testid="start-game"]');
    assert.equal(await app.waitForText('[data-testid="status"]', /to move/), 'Gold to move');
    assert.match(await app.text('[data-testid="removed"]'), /Gold: 0\/2 taken off · Blue: 0\/2 taken off/);
    const c1 = await app.session.find('[data-square="c1"]');
    assert.equal(await c1.attribute('aria-label'), 'c1, Gold block, Star on top');
  });

  it('shows all six faces of a block on a long press (a right click with a mouse)', async () => {
    await app.session.execute(
      `document.querySelector('[data-square="c1"]').dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }));`,
    );
    const net = await app.session.waitFor('[data-testid="cube-net"]');
    assert.equal(await net.attribute('data-square'), 'c1');
    const faces = await app.session.execute(
      `return [...document.querySelectorAll('[data-testid="cube-net"] .face-cell')].map((e) => e.dataset.face).sort();`,
    );
    assert.deepEqual(faces, ['cross', 'hoops', 'slider', 'star', 'stop', 'x']);
    await app.screenshot('cube-net');
    await app.click('[data-testid="cube-net-close"]');
    await app.session.waitUntil(`return !document.querySelector('[data-testid="cube-net"]');`, 'the net closed');
    assert.equal((await app.session.findAll('[data-square].tip')).length, 0, 'looking at a block does not pick it');
  });

  it('previews the face each tip turns up, and takes a tip back', async () => {
    await app.click('[data-square="c1"]');
    const tips = await app.session.findAll('[data-square].tip');
    assert.ok(tips.length >= 2, 'the block can tip several ways');
    const faces = await app.session.execute(
      `return [...document.querySelectorAll('[data-square].tip .preview')].map((e) => e.dataset.face);`,
    );
    assert.equal(faces.length, tips.length);
    assert.ok(!faces.includes('star'), 'a tip never turns the Star up off the target star');
    await app.screenshot('tips');
    await app.click('[data-square="c2"].tip');
    const tipped = await app.session.find('[data-square="c2"] .block');
    const face = await tipped.attribute('data-top');
    assert.ok(face && face !== 'star');
    assert.equal((await app.session.findAll('[data-square="c1"] .block')).length, 0, 'the block has rolled off c1');
    await app.click('[data-testid="untip"]');
    await app.session.waitFor('[data-square="c1"] .block');
    assert.equal((await app.session.findAll('[data-square="c2"] .block')).length, 0);
    assert.equal((await app.session.findAll('[data-square].tip')).length, tips.length, 'the block stays selected');
  });

  it('tips and hops, then undoes the move', async () => {
    await app.click('[data-square="c2"].tip');
    const hops = await app.session.findAll('[data-square].hop');
    assert.ok(hops.length >= 1, 'the tipped block can hop');
    const target = await hops[0].attribute('data-square');
    await hops[0].click();
    await app.waitForText('[data-testid="status"]', /Blue to move/);
    const view = await app.invoke('game_view', {});
    assert.equal(view.value.moves.length, 1);
    assert.match(view.value.moves[0], /^c1\^n/);
    assert.equal(view.value.last_move.to, target);
    await app.screenshot('mid-game');
    await app.click('[data-testid="undo"]');
    await app.waitForText('[data-testid="status"]', /Gold to move/);
  });

  it('fits a phone window with every control reachable', async () => {
    await app.resize(360, 640);
    const problems = await app.layoutProblems();
    await app.screenshot('game-phone');
    assert.deepEqual(problems, []);
  });
});
