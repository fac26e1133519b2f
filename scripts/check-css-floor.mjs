#!/usr/bin/env node
// The built CSS (ui/dist, `npm run ui:build`) against the oldest web engines the app declares
// (docs/mobile.md, Old web engines). The floor is read from where it is enforced:
//   - iOS: bundle.iOS.minimumSystemVersion in src-tauri/tauri.conf.json; an iOS app's web view
//     is that iOS's WebKit, so iOS 16.2 means Safari 16.2;
//   - Android: MIN_WEBVIEW_MAJOR in MainActivity.kt, below which the app tells the person to
//     update Android System WebView; it is the Chrome version.
// Fails when ui/vite.config.ts's build.target is not that floor, or when the CSS uses a feature
// newer than the floor outside an @supports block (an engine without the feature skips the
// block, so a feature there has its fallback beside it). Usage:
//   node scripts/check-css-floor.mjs [css files…]   (default: ui/dist/assets/*.css)
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A feature of CSS: its `name`, the first `chrome` and `safari` versions that have it, how to
 * find it (`test`, a RegExp or anything with a `test(css)`) and a `sample` it must find. */
function feature(name, chrome, safari, test, sample) {
  return { name, chrome, safari, test, sample };
}

/** CSS features that break the layout or lose a colour where they are missing, with the first
 * Chrome and Safari that have them (caniuse, MDN). Progressive ones an old engine merely ignores
 * without harm (text-wrap, field-sizing) are not listed. */
export const FEATURES = [
  feature('container queries (@container, container-type)', 105, [16, 0],
    /@container\b|[{;]\s*container(-type|-name)?\s*:/, '.a{container-type:size}'),
  feature('container query units (cqw, cqh, …)', 105, [16, 0],
    /(?<![\w-])[-+]?(\d*\.)?\d+cq(w|h|i|b|min|max)\b/, '.a{width:10cqw}'),
  feature('color-mix()', 111, [16, 2], /color-mix\(/, '.a{color:color-mix(in srgb,red,blue)}'),
  feature(':has()', 105, [15, 4], /:has\(/, '.a:has(>b){color:red}'),
  feature('dynamic viewport units (dvh, svh, lvh, …)', 108, [15, 4],
    /(?<![\w-])(\d*\.)?\d+(d|s|l)v(h|w|i|b|min|max)\b/, '.a{height:100dvh}'),
  feature('lab(), lch(), oklab(), oklch()', 111, [15, 0],
    /(?<![\w-])(ok)?l(ab|ch)\(/, '.a{color:oklch(50% .1 20)}'),
  feature('light-dark()', 123, [17, 5], /light-dark\(/, '.a{color:light-dark(red,blue)}'),
  feature('subgrid', 117, [16, 0], /\bsubgrid\b/, '.a{grid-template-rows:subgrid}'),
  feature('@property', 85, [16, 4], /@property\b/, "@property --x{syntax:'*'}"),
  feature('@scope', 118, [17, 4], /@scope\b/, '@scope (.a){b{color:red}}'),
  feature('@starting-style', 117, [17, 5], /@starting-style\b/, '@starting-style{.a{opacity:0}}'),
  feature('media query ranges (width >= …)', 104, [16, 4],
    /@media[^{]*[<>]/, '@media (width>=600px){.a{color:red}}'),
  feature('CSS nesting (&)', 120, [17, 2], /&/, '.a{&:hover{color:red}}'),
  feature('round(), mod(), rem()', 125, [15, 4],
    /(?<![\w-])(round|mod|rem)\(/, '.a{width:round(10px,3px)}'),
  // Safari before 18 has backdrop-filter only as -webkit-backdrop-filter (Lightning CSS adds it).
  feature('backdrop-filter without -webkit-backdrop-filter', 76, [18, 0], {
    test: (css) => (css.match(/\{[^{}]*\}/g) ?? []).some(
      (block) =>
        /[{;]\s*backdrop-filter\s*:/.test(block) && !block.includes('-webkit-backdrop-filter'),
    ),
  }, '.a{backdrop-filter:blur(2px)}'),
];

/** [major, minor] of "16.2" (a missing minor is 0). */
export function parseVersion(text) {
  const match = /^(\d+)(?:\.(\d+))?/.exec(String(text));
  if (!match) throw new Error(`not a version: ${text}`);
  return [Number(match[1]), Number(match[2] ?? 0)];
}

const below = (a, b) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);

/** The CSS without comments, the contents of strings and url()s, and @supports blocks. */
export function outsideSupports(css) {
  const plain = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/url\((?:"[^"]*"|'[^']*'|[^)]*)\)/g, 'url()')
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""');
  let out = '';
  let i = 0;
  for (;;) {
    const at = plain.indexOf('@supports', i);
    if (at < 0) return out + plain.slice(i);
    out += plain.slice(i, at);
    const open = plain.indexOf('{', at);
    if (open < 0) return out;
    let depth = 0;
    let j = open;
    for (; j < plain.length; j++) {
      if (plain[j] === '{') depth++;
      else if (plain[j] === '}' && --depth === 0) break;
    }
    i = j + 1;
  }
}

/** The floor's features the CSS uses outside @supports: `[{ name, needs }]`. */
export function tooNew(css, floor) {
  const rest = outsideSupports(css);
  const found = [];
  for (const feature of FEATURES) {
    if (!feature.test.test(rest)) continue;
    const needs = [];
    if (feature.chrome > floor.chrome) needs.push(`Chrome ${feature.chrome}`);
    if (below(floor.safari, feature.safari)) needs.push(`Safari ${feature.safari.join('.')}`);
    if (needs.length) found.push({ name: feature.name, needs: needs.join(', ') });
  }
  return found;
}

/** The floor as the native projects declare it. */
export function declaredFloor() {
  const conf = JSON.parse(readFileSync(join(root, 'src-tauri/tauri.conf.json'), 'utf8'));
  const ios = conf?.bundle?.iOS?.minimumSystemVersion;
  const activity = readFileSync(
    join(root, 'src-tauri/gen/android/app/src/main/java/app/tipgobble/MainActivity.kt'),
    'utf8',
  );
  const chrome = /const val MIN_WEBVIEW_MAJOR = (\d+)/.exec(activity)?.[1];
  if (!ios) throw new Error('tauri.conf.json: no bundle.iOS.minimumSystemVersion');
  if (!chrome) throw new Error('MainActivity.kt: no `const val MIN_WEBVIEW_MAJOR = <n>`');
  return { safari: parseVersion(ios), chrome: Number(chrome) };
}

function main(args) {
  // The detectors themselves: each must find its own sample under a floor of nothing.
  const problems = FEATURES.filter(
    (f) => !tooNew(f.sample, { chrome: 0, safari: [0, 0] }).some((t) => t.name === f.name),
  ).map((f) => `the detector of ${f.name} misses its sample ${f.sample}`);
  const floor = declaredFloor();
  const floorText = `iOS/Safari ${floor.safari.join('.')}, Android WebView/Chrome ${floor.chrome}`;

  const vite = readFileSync(join(root, 'ui/vite.config.ts'), 'utf8');
  const target = /target:\s*\[([^\]]*)\]/.exec(vite)?.[1] ?? '';
  for (const wanted of [`safari${floor.safari.join('.')}`, `chrome${floor.chrome}`]) {
    if (!target.includes(`'${wanted}'`)) {
      problems.push(`ui/vite.config.ts: build.target lacks '${wanted}' (the declared floor)`);
    }
  }

  let files = args;
  if (files.length === 0) {
    const dir = join(root, 'ui/dist/assets');
    if (!existsSync(dir)) {
      console.error('check-css-floor: no ui/dist/assets: run `npm run ui:build` first');
      process.exit(2);
    }
    files = readdirSync(dir).filter((f) => f.endsWith('.css')).map((f) => join(dir, f));
    if (files.length === 0) problems.push('ui/dist/assets has no CSS file');
  }
  for (const file of files) {
    for (const { name, needs } of tooNew(readFileSync(file, 'utf8'), floor)) {
      problems.push(`${file}: ${name} needs ${needs}, above the floor, outside @supports`);
    }
  }

  if (problems.length) {
    for (const problem of problems) console.error(`check-css-floor: ${problem}`);
    console.error(`(floor: ${floorText}; docs/mobile.md, Old web engines)`);
    process.exit(1);
  }
  console.log(`check-css-floor: ${files.length} CSS file(s) fit ${floorText}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(`check-css-floor: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
