// The same screen in both engines, side by side, at 360x640: WebKitGTK (the desktop app,
// tests/output/) on the left, Chromium (the web build on an emulated phone at device pixel
// ratio 3, tests/output/chromium/, shown at 360x640) on the right, each under its engine's
// name (scripts/side-by-side.mjs draws them). Called by scripts/screenshots.sh; writes
// docs/screenshots/engines-<screen>-360x640.png.
// Usage: node scripts/engines-side-by-side.mjs
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromiumOrExit, sideBySide } from './side-by-side.mjs';

const out = resolve('tests/output');
const docs = resolve('docs/screenshots');
/** [the picture's name in docs, the screenshot both engines' runs took]. */
const SCREENS = [
  ['game', 'board-screens-black-en-360x640.png'],
  ['end', 'board-screens-end-en-360x640.png'],
  ['puzzle', 'puzzles-start-en-360x640.png'],
  ['puzzle-solved', 'puzzles-solved-en-360x640.png'],
];

const pairs = sideBySide(chromiumOrExit('engines-side-by-side'));
let made = 0;
try {
  for (const [name, shot] of SCREENS) {
    const left = join(out, shot);
    const right = join(out, 'chromium', shot);
    if (!existsSync(left) || !existsSync(right)) {
      console.log(`engines-side-by-side: ${shot} is missing in one engine's run; skipped`);
      continue;
    }
    pairs.draw(join(docs, `engines-${name}-360x640.png`), [left, 'WebKitGTK · desktop app'], [right, 'Chromium · web build, phone'], 360, 640);
    made += 1;
  }
} finally {
  pairs.close();
}
console.log(`engines-side-by-side: ${made} pictures in ${docs}`);
