// The classic Deblockle setup through the UI: the roll shown, then each side arranges the
// other's blocks by tapping them onto the starting squares and turning them.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { App } from './harness.mjs';

describe('Deblockle classic setup', () => {
  let app;
  before(async () => {
    app = await App.launch('deblockle-setup');
  });
  after(async () => {
    await app?.close();
  });

  /** The face rolled for block `b` of the side being arranged, read from the screen. */
  async function rolledFace(b) {
    const label = await (await app.session.find(`[data-testid="rolled-${b}"]`)).attribute('aria-label');
    return label.match(/, (\w+) up$/)[1];
  }

  it('arranges both sides and starts with the blocks where they were put', async () => {
    await app.click('[data-testid="new-deblockle"]');
    await app.click('[data-testid="handicap-one"] [data-value="2"]');
    await app.click('[data-testid="handicap-two"] [data-value="2"]');
    await app.click('[data-testid="setup"] [data-value="classic"]');
    await app.click('[data-testid="start-game"]');

    await app.session.waitFor('[data-testid="arrange"][data-side="one"]');
    const gold = [await rolledFace(0), await rolledFace(1)];
    const done = await app.session.find('[data-testid="arrange-done"]');
    assert.equal(await done.attribute('disabled'), 'true', 'not done before every block is placed');
    await app.click('[data-testid="rolled-1"]');
    await app.click('[data-testid="slot-0"]');
    await app.click('[data-testid="rolled-0"]');
    await app.click('[data-testid="slot-1"]');
    const before = await (await app.session.find('[data-testid="slot-0"]')).attribute('aria-label');
    await app.click('[data-testid="slot-0"]'); // turn it a quarter
    const after = await (await app.session.find('[data-testid="slot-0"]')).attribute('aria-label');
    assert.match(after, new RegExp(`^c1: ${gold[1]} up`), 'the rolled face stays up');
    if (!['star', 'stop'].includes(gold[1])) assert.notEqual(after, before, 'the north face changes');
    await app.screenshot('gold-arranged');
    await app.click('[data-testid="arrange-done"]');

    await app.session.waitFor('[data-testid="arrange"][data-side="two"]');
    const blue = [await rolledFace(0), await rolledFace(1)];
    await app.click('[data-testid="rolled-0"]');
    await app.click('[data-testid="slot-0"]');
    await app.click('[data-testid="rolled-1"]');
    await app.click('[data-testid="slot-1"]');
    await app.resize(360, 640);
    assert.deepEqual(await app.layoutProblems(), []);
    await app.screenshot('blue-arranged-phone');
    await app.click('[data-testid="arrange-done"]');

    await app.waitForText('[data-testid="status"]', /to move/);
    const label = async (sq) => (await app.session.find(`[data-square="${sq}"]`)).attribute('aria-label');
    assert.equal(await label('c1'), `c1, Gold block, ${gold[1]} on top`);
    assert.equal(await label('e1'), `e1, Gold block, ${gold[0]} on top`);
    assert.equal(await label('c7'), `c7, Blue block, ${blue[0]} on top`);
    assert.equal(await label('e7'), `e7, Blue block, ${blue[1]} on top`);
  });
});
