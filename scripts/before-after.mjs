// The board screens before and after issue 42's layout, side by side: the layout test's
// pictures (tests/e2e/layout.test.mjs) of one build and of another, in each engine that has
// both, at 360x640 and 768x1024. Drawn by headless Chromium itself (an HTML page of the
// pictures), as scripts/engines-side-by-side.mjs is.
// Usage: node scripts/before-after.mjs BEFORE_DIR AFTER_DIR [LABEL]
//   BEFORE_DIR, AFTER_DIR: folders holding layout-<screen>-<game>-<W>x<H>.png (a run's
//   tests/output/chromium or tests/output, copied aside); LABEL: the engine's name (default
//   "Chromium"). Writes docs/screenshots/before-after-<label>-<screen>-<game>-<W>x<H>.png.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const [beforeDir, afterDir, label = 'Chromium'] = process.argv.slice(2);
if (!beforeDir || !afterDir) {
  console.error('usage: node scripts/before-after.mjs BEFORE_DIR AFTER_DIR [LABEL]');
  process.exit(2);
}
const docs = resolve('docs/screenshots');
const chromium = ['chromium', 'chromium-browser', 'google-chrome'].find((name) => {
  try {
    execFileSync('which', [name], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
});
if (!chromium) {
  console.error('before-after: no Chromium: run `bash scripts/ensure-deps.sh --wasm-browser`');
  process.exit(1);
}

/** The page of the two pictures of a screen at `w`x`h` CSS px. */
const page = (before, after, w, h) => `<!doctype html><meta charset="utf-8">
<style>
  body { margin: 0; background: #fff; font: 15px/1.3 "DejaVu Sans", sans-serif; color: #222; }
  .row { display: flex; gap: 16px; padding: 12px; }
  figure { margin: 0; }
  figcaption { padding: 0 0 6px; font-weight: bold; }
  img { display: block; width: ${w}px; height: ${h}px; outline: 1px solid #bbb; }
</style>
<div class="row">
  <figure><figcaption>Before · ${label}</figcaption><img src="file://${before}"></figure>
  <figure><figcaption>After · ${label}</figcaption><img src="file://${after}"></figure>
</div>`;

const slug = label.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const work = mkdtempSync(join(tmpdir(), 'tipgobble-before-after-'));
let made = 0;
try {
  const shots = readdirSync(resolve(afterDir)).filter((f) => /^layout-.*-(360x640|768x1024)\.png$/.test(f));
  for (const shot of shots) {
    const before = resolve(beforeDir, shot);
    const after = resolve(afterDir, shot);
    if (!existsSync(before)) {
      console.log(`before-after: ${shot} has no picture before; skipped`);
      continue;
    }
    const [w, h] = shot.match(/(\d+)x(\d+)\.png$/).slice(1).map(Number);
    const html = join(work, `${shot}.html`);
    writeFileSync(html, page(before, after, w, h));
    const png = join(docs, shot.replace(/^layout-/, `before-after-${slug}-`));
    execFileSync(
      chromium,
      [
        '--headless',
        '--no-sandbox',
        '--hide-scrollbars',
        '--allow-file-access-from-files',
        `--user-data-dir=${join(work, 'profile')}`,
        '--force-device-scale-factor=1',
        `--screenshot=${png}`,
        `--window-size=${2 * w + 40},${h + 50}`,
        `file://${html}`,
      ],
      { stdio: 'ignore' },
    );
    made += 1;
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`before-after: ${made} pictures in ${docs}`);
