// The same screen in both engines, side by side, at 360x640: WebKitGTK (the desktop app,
// tests/output/) on the left, Chromium (the web build on an emulated phone at device pixel
// ratio 3, tests/output/chromium/, shown at 360x640) on the right, each under its engine's
// name. Drawn by headless Chromium itself (an HTML page of the two pictures), so it needs
// nothing the end-to-end tests do not. Called by scripts/screenshots.sh; writes
// docs/screenshots/engines-<screen>-360x640.png.
// Usage: node scripts/engines-side-by-side.mjs
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const out = resolve('tests/output');
const docs = resolve('docs/screenshots');
/** [the picture's name in docs, the screenshot both engines' runs took]. */
const SCREENS = [
  ['game', 'board-screens-black-en-360x640.png'],
  ['end', 'board-screens-end-en-360x640.png'],
  ['puzzle', 'puzzles-start-en-360x640.png'],
  ['puzzle-solved', 'puzzles-solved-en-360x640.png'],
];

const chromium = ['chromium', 'chromium-browser', 'google-chrome'].find((name) => {
  try {
    execFileSync('which', [name], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
});
if (!chromium) {
  console.error('engines-side-by-side: no Chromium: run `bash scripts/ensure-deps.sh --wasm-browser`');
  process.exit(1);
}

const page = (left, right) => `<!doctype html><meta charset="utf-8">
<style>
  body { margin: 0; background: #fff; font: 15px/1.3 "DejaVu Sans", sans-serif; color: #222; }
  .row { display: flex; gap: 16px; padding: 12px; }
  figure { margin: 0; }
  figcaption { padding: 0 0 6px; font-weight: bold; }
  img { display: block; width: 360px; height: 640px; outline: 1px solid #bbb; }
</style>
<div class="row">
  <figure><figcaption>WebKitGTK · desktop app</figcaption><img src="file://${left}"></figure>
  <figure><figcaption>Chromium · web build, phone</figcaption><img src="file://${right}"></figure>
</div>`;

const work = mkdtempSync(join(tmpdir(), 'tipgobble-side-'));
let made = 0;
try {
  for (const [name, shot] of SCREENS) {
    const left = join(out, shot);
    const right = join(out, 'chromium', shot);
    if (!existsSync(left) || !existsSync(right)) {
      console.log(`engines-side-by-side: ${shot} is missing in one engine's run; skipped`);
      continue;
    }
    const html = join(work, `${name}.html`);
    writeFileSync(html, page(left, right));
    const png = join(docs, `engines-${name}-360x640.png`);
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
        '--window-size=760,690',
        `file://${html}`,
      ],
      { stdio: 'ignore' },
    );
    made += 1;
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`engines-side-by-side: ${made} pictures in ${docs}`);
