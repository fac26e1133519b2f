// The board screens before and after issue 42's layout, side by side: the layout test's
// pictures (tests/e2e/layout.test.mjs) of one build and of another, at 360x640 and 768x1024
// (scripts/side-by-side.mjs draws them).
// Usage: node scripts/before-after.mjs BEFORE_DIR AFTER_DIR [LABEL]
//   BEFORE_DIR, AFTER_DIR: folders holding layout-<screen>-<game>-<W>x<H>.png (a run's
//   tests/output/chromium or tests/output, copied aside); LABEL: the engine's name (default
//   "Chromium"). Writes docs/screenshots/before-after-<label>-<screen>-<game>-<W>x<H>.png.
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromiumOrExit, sideBySide } from './side-by-side.mjs';

const [beforeDir, afterDir, label = 'Chromium'] = process.argv.slice(2);
if (!beforeDir || !afterDir) {
  console.error('usage: node scripts/before-after.mjs BEFORE_DIR AFTER_DIR [LABEL]');
  process.exit(2);
}
const docs = resolve('docs/screenshots');
const slug = label.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const pairs = sideBySide(chromiumOrExit('before-after'));
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
    pairs.draw(join(docs, shot.replace(/^layout-/, `before-after-${slug}-`)), [before, `Before · ${label}`], [after, `After · ${label}`], w, h);
    made += 1;
  }
} finally {
  pairs.close();
}
console.log(`before-after: ${made} pictures in ${docs}`);
