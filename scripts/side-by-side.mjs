// Two pictures side by side, each under its caption, drawn by headless Chromium itself (an
// HTML page of the two pictures), so that it needs nothing the end-to-end tests do not. Used by
// scripts/engines-side-by-side.mjs (both engines) and scripts/before-after.mjs (two builds).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Chromium's command here, or exits with the command that installs it. */
export function chromiumOrExit(who) {
  const found = ['chromium', 'chromium-browser', 'google-chrome'].find((name) => {
    try {
      execFileSync('which', [name], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  });
  if (!found) {
    console.error(`${who}: no Chromium: run \`bash scripts/ensure-deps.sh --wasm-browser\``);
    process.exit(1);
  }
  return found;
}

/** A drawer of pairs: `draw(png, [left, leftCaption], [right, rightCaption], w, h)` writes
 * `png` with both pictures shown at `w`x`h` CSS px. `close()` removes its scratch folder. */
export function sideBySide(chromium) {
  const work = mkdtempSync(join(tmpdir(), 'tipgobble-side-'));
  let n = 0;
  return {
    draw(png, [left, leftCaption], [right, rightCaption], w, h) {
      const html = join(work, `${(n += 1)}.html`);
      writeFileSync(
        html,
        `<!doctype html><meta charset="utf-8">
<style>
  body { margin: 0; background: #fff; font: 15px/1.3 "DejaVu Sans", sans-serif; color: #222; }
  .row { display: flex; gap: 16px; padding: 12px; }
  figure { margin: 0; }
  figcaption { padding: 0 0 6px; font-weight: bold; }
  img { display: block; width: ${w}px; height: ${h}px; outline: 1px solid #bbb; }
</style>
<div class="row">
  <figure><figcaption>${leftCaption}</figcaption><img src="file://${left}"></figure>
  <figure><figcaption>${rightCaption}</figcaption><img src="file://${right}"></figure>
</div>`,
      );
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
    },
    close() {
      rmSync(work, { recursive: true, force: true });
    },
  };
}
