// The web build's size budget (issue 44, docs/benchmarks.md "The web build's size"): what a
// first visit downloads, gzip-compressed as a static server sends it.
//   - the core's .wasm: at most WASM_BUDGET bytes;
//   - the first load: every file the page fetches before it is interactive, at most
//     FIRST_LOAD_BUDGET bytes. They are found by following the build's own references from
//     index.html: its script and style sheets, every file a fetched JS or CSS file names (static
//     and dynamic imports, the style sheets Vite's loader adds, the workers, the .wasm), each
//     counted once, plus one language's texts (the largest of the five chunks fetched when
//     needed, English being in the first script). Not counted: the icons and the manifest
//     (fetched by the browser at low priority, not needed to play) and the service worker
//     (fetched after the page has started, to keep the files for the next visit).
// Fails with the figures when either is exceeded, or when the build is not what this expects
// (no .wasm, or the languages not in chunks of their own).
// Usage: node scripts/check-size.mjs [DIR] [--report]   (DIR: ui/dist-web; --report: figures
// only, no budget: for an older build being compared)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The .wasm's budget, gzip (issue 44: from 1,354,405 B). */
export const WASM_BUDGET = 1_000_000;
/** The first load's budget, gzip (issue 44: from about 1,489,000 B). */
export const FIRST_LOAD_BUDGET = 1_150_000;
/** The chunks of the five languages fetched when needed (ui/src/lib/i18n/load.ts). */
const LANGUAGE_CHUNK = /^(it|uk|ms|fr|es)-[\w-]+\.js$/;

/** Every file under `dir`, as paths relative to it with forward slashes. */
function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path).map((f) => `${name}/${f}`) : [name];
  });
}

/** A file's size as sent: raw, gzip (level 9) and brotli (quality 11). */
export function sizes(bytes) {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }).length,
  };
}

/** The build's first load: its files (relative to `dir`) in the order they are found, and the
 * language chunks left out of it. */
export function firstLoad(dir) {
  const files = filesUnder(dir);
  const byName = new Map(files.map((f) => [basename(f), f]));
  const languages = files.filter((f) => LANGUAGE_CHUNK.test(basename(f)));
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const found = ['index.html'];
  const seen = new Set(found);
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    found.push(file);
  };
  // index.html: its scripts, style sheets and the modules it preloads.
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const rel = /\brel="([^"]*)"/.exec(tag)?.[1];
    if (tag.startsWith('<link') && rel !== 'stylesheet' && rel !== 'modulepreload') continue;
    const url = /\b(?:src|href)="([^"]*)"/.exec(tag)?.[1];
    const file = url && byName.get(basename(url.split(/[?#]/)[0]));
    if (file) visit(file);
  }
  // Then every file a fetched JS or CSS file names, the languages and the service worker aside.
  for (let i = 1; i < found.length; i++) {
    if (!/\.(js|css)$/.test(found[i])) continue;
    const text = readFileSync(join(dir, found[i]), 'utf8');
    for (const [name, file] of byName) {
      if (name !== 'sw.js' && !LANGUAGE_CHUNK.test(name) && text.includes(name)) visit(file);
    }
  }
  return { files: found, languages };
}

function main() {
  const args = process.argv.slice(2);
  const report = args.includes('--report');
  const dir = resolve(args.find((a) => !a.startsWith('--')) ?? 'ui/dist-web');
  const { files, languages } = firstLoad(dir);
  const problems = [];
  const wasm = files.filter((f) => f.endsWith('.wasm'));
  if (wasm.length !== 1) problems.push(`expected the core's one .wasm in the first load, found ${wasm.length}`);
  if (languages.length !== 5 && !report) {
    problems.push(`expected the five languages' own chunks (it, uk, ms, fr, es), found ${languages.length}`);
  }
  const measure = (f) => ({ file: f, ...sizes(readFileSync(join(dir, f))) });
  const rows = files.map(measure);
  const language = languages.map(measure).sort((a, b) => b.gzip - a.gzip)[0];
  if (language) rows.push({ ...language, file: `${language.file} (the largest language)` });

  const fmt = (n) => n.toLocaleString('en-US');
  const width = Math.max(...rows.map((r) => r.file.length), 10);
  console.log(`The web build in ${relative(process.cwd(), dir) || '.'}: its first load`);
  console.log(`${'file'.padEnd(width)}  ${'bytes'.padStart(10)}  ${'gzip'.padStart(10)}  ${'brotli'.padStart(10)}`);
  for (const r of rows) {
    console.log(`${r.file.padEnd(width)}  ${fmt(r.raw).padStart(10)}  ${fmt(r.gzip).padStart(10)}  ${fmt(r.brotli).padStart(10)}`);
  }
  const total = (k) => rows.reduce((s, r) => s + r[k], 0);
  console.log(`${'total'.padEnd(width)}  ${fmt(total('raw')).padStart(10)}  ${fmt(total('gzip')).padStart(10)}  ${fmt(total('brotli')).padStart(10)}`);
  const wasmGzip = rows.find((r) => r.file.endsWith('.wasm'))?.gzip ?? 0;
  const loadGzip = total('gzip');
  console.log(`the .wasm: ${fmt(wasmGzip)} B gzip (budget ${fmt(WASM_BUDGET)})`);
  console.log(`the first load: ${fmt(loadGzip)} B gzip (budget ${fmt(FIRST_LOAD_BUDGET)})`);
  if (!report) {
    if (wasmGzip > WASM_BUDGET) {
      problems.push(`the .wasm is ${fmt(wasmGzip)} B gzip, over its budget of ${fmt(WASM_BUDGET)} B by ${fmt(wasmGzip - WASM_BUDGET)}`);
    }
    if (loadGzip > FIRST_LOAD_BUDGET) {
      problems.push(`the first load is ${fmt(loadGzip)} B gzip, over its budget of ${fmt(FIRST_LOAD_BUDGET)} B by ${fmt(loadGzip - FIRST_LOAD_BUDGET)}`);
    }
  }
  if (problems.length > 0) {
    for (const p of problems) console.error(`check-size: ${p}`);
    process.exit(1);
  }
}

main();
