// The web app's icons (ui/web-public/icons/, listed in ui/web-public/manifest.webmanifest),
// drawn from the app's own icon sources in src-tauri/icons by headless Chromium, so that they
// need nothing the end-to-end tests do not:
//   icon-192.png, icon-512.png: icon.svg (the rounded square with its margin: "any");
//   maskable-192.png, maskable-512.png: icon-foreground.svg (the picture inside Android's
//     adaptive-icon safe circle, well within the 80 % a maskable icon keeps) on the icons'
//     background colour to every edge (mobile-icons.json), for launchers that cut their shape.
// Run it after changing those sources:  node scripts/web-icons.mjs
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const icons = resolve('src-tauri/icons');
const out = resolve('ui/web-public/icons');
const background = JSON.parse(readFileSync(join(icons, 'mobile-icons.json'), 'utf8')).bg_color;
mkdirSync(out, { recursive: true });

const page = (svg, fill) => `<!doctype html><style>
  html, body { margin: 0; width: 100%; height: 100%; background: ${fill}; }
  img { display: block; width: 100vw; height: 100vh; }
</style><img src="file://${join(icons, svg)}">`;

const work = mkdtempSync(join(tmpdir(), 'tipgobble-icons-'));
try {
  for (const size of [192, 512]) {
    for (const [name, svg, fill] of [
      [`icon-${size}.png`, 'icon.svg', 'transparent'],
      [`maskable-${size}.png`, 'icon-foreground.svg', background],
    ]) {
      const html = join(work, `${name}.html`);
      writeFileSync(html, page(svg, fill));
      execFileSync(
        process.env.CHROMIUM || 'chromium',
        [
          '--headless',
          '--no-sandbox',
          '--hide-scrollbars',
          '--allow-file-access-from-files',
          '--default-background-color=00000000',
          `--user-data-dir=${join(work, 'profile')}`,
          '--force-device-scale-factor=1',
          `--screenshot=${join(out, name)}`,
          `--window-size=${size},${size}`,
          `file://${html}`,
        ],
        { stdio: 'ignore' },
      );
      console.log(`web-icons: ${join(out, name)}`);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
