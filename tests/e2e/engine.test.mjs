// What the other tests take from the harness, checked in each engine: the window sizes they
// ask for are the page's, in Chromium on an emulated touch phone that starts at 360x640 with 3
// device pixels to the CSS pixel; and (Chromium) a launch on the same data directory finds
// what the page kept before a kill, as the resume tests need.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { NATIVE } from './engines.mjs';
import { App, SIZES } from './harness.mjs';


/** The width and height of a PNG file. */
function pngSize(path) {
  const png = readFileSync(path);
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

const viewport = (app) =>
  app.session.execute(
    `return { width: innerWidth, height: innerHeight, ratio: devicePixelRatio, touch: 'ontouchstart' in window && navigator.maxTouchPoints > 0, screen: [screen.width, screen.height] };`,
  );

describe('the harness', () => {
  let app;
  before(async () => {
    app = await App.launch('engine');
  });
  after(async () => {
    await app?.close();
  });

  it('starts Chromium as a touch phone, 360x640 at 3 device pixels', { skip: NATIVE && 'the native app opens its own window size' }, async () => {
    assert.deepEqual(await viewport(app), { width: 360, height: 640, ratio: 3, touch: true, screen: [360, 640] });
    assert.deepEqual(pngSize(await app.screenshot('start')), [1080, 1920]);
  });

  it('gives the page each size the tests resize to', async () => {
    for (const [width, height] of SIZES) {
      await app.resize(width, height);
      const seen = await viewport(app);
      if (NATIVE) continue; // a real window: the harness's own wait allows for its frame
      assert.deepEqual([seen.width, seen.height], [width, height]);
      // The screen too: the harness's VIEW_WIDTH and VIEW_HEIGHT read it.
      assert.deepEqual(seen.screen, [width, height], `the screen at ${width}x${height}`);
      // Phones (the shorter side at most 480 px) at 3 device pixels, the rest at 1.
      const ratio = Math.min(width, height) <= 480 ? 3 : 1;
      assert.equal(seen.ratio, ratio, `${width}x${height}`);
      assert.deepEqual(pngSize(await app.screenshot(`${width}x${height}`)), [width * ratio, height * ratio]);
    }
  });

  it('finds the page’s data again after a kill, on the same data directory', { skip: NATIVE && 'the native app’s data is files: resume.test.mjs' }, async () => {
    // OPFS, where the web build keeps its games and settings.
    const written = await app.session.executeAsync(`const done = arguments[arguments.length - 1];
      navigator.storage.getDirectory()
        .then((root) => root.getFileHandle('engine-test.txt', { create: true }))
        .then((file) => file.createWritable())
        .then(async (w) => { await w.write('kept'); await w.close(); })
        .then(() => done(true), (e) => done(String(e)));`);
    assert.equal(written, true);
    const { dataDir } = app;
    await app.kill();
    app = await App.launch('engine-again', { dataDir });
    const read = await app.session.executeAsync(`const done = arguments[arguments.length - 1];
      navigator.storage.getDirectory()
        .then((root) => root.getFileHandle('engine-test.txt'))
        .then((file) => file.getFile())
        .then((f) => f.text())
        .then(done, (e) => done(String(e)));`);
    assert.equal(read, 'kept');
  });
});
