// Vite builds ui/ into ui/dist, which Tauri embeds in the app; vitest runs the view-logic tests.
// `--mode web` builds the web build instead (scripts/build-web.sh): the same UI with the app
// core as WebAssembly in a Web Worker (ui/src/web/), into ui/dist-web.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
/** Where scripts/build-web.sh has wasm-bindgen write the core's module and its .wasm: its
 * target directory's web-core (TIPGOBBLE_WEB_CORE when that is not ./target). */
const webCore = process.env['TIPGOBBLE_WEB_CORE']
  ? resolve(process.env['TIPGOBBLE_WEB_CORE'], 'web.js')
  : fileURLToPath(new URL('../target/web-core/web.js', import.meta.url));

/** The web build's Content-Security-Policy (the desktop build's is in src-tauri/tauri.conf.json):
 * everything from the app's own origin; WebAssembly compiled from its own .wasm
 * ('wasm-unsafe-eval', no other eval); Svelte's style attributes ('unsafe-inline' styles, never
 * scripts). A <meta> policy cannot set frame-ancestors, nor reach the workers, whose policy
 * comes with their own response: docs/app.md gives the same policy as a header for hosts. */
export const WEB_CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** What the web build's page adds to its head: its Content-Security-Policy, the app's manifest
 * (ui/web-public), the browser bar's colour in the light and dark themes (app.css's --bg), the
 * icons. */
const WEB_HEAD = `<meta http-equiv="Content-Security-Policy" content="${WEB_CSP}" />
    <link rel="manifest" href="./manifest.webmanifest" />
    <meta name="theme-color" media="(prefers-color-scheme: light)" content="#f6f4ee" />
    <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#14171c" />
    <link rel="apple-touch-icon" href="./icons/maskable-192.png" />
    <link rel="icon" href="./icons/icon-192.png" />`;

/** The web build's page starts from ui/src/web/main.ts instead of ui/src/main.ts, with the
 * installable app's head. */
function webEntry(): Plugin {
  return {
    name: 'tipgobble-web-entry',
    // 'pre': before Vite reads the page's scripts as the build's entries.
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('/src/main.ts', '/src/web/main.ts').replace('<link rel="icon" href="data:," />', WEB_HEAD),
    },
  };
}

/** Every file under `dir`, as paths relative to it with forward slashes. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path).map((f) => `${name}/${f}`) : [name];
  });
}

/** Writes the web build's service worker (sw.js) once the build is written: every file of the
 * build to keep, and a version that changes with any of them (a hash of their names and
 * bytes), above ui/src/web/service-worker.js. */
function serviceWorker(): Plugin {
  let outDir = '';
  return {
    name: 'tipgobble-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const files = filesUnder(outDir)
        .filter((f) => f !== 'sw.js')
        .sort();
      const hash = createHash('sha256');
      for (const f of files) hash.update(f).update(readFileSync(join(outDir, f)));
      const version = hash.digest('hex').slice(0, 16);
      const list = ['./', ...files.map((f) => `./${f}`)];
      const body = readFileSync(join(root, 'src/web/service-worker.js'), 'utf8');
      writeFileSync(
        join(outDir, 'sw.js'),
        `// Written by ui/vite.config.ts from ui/src/web/service-worker.js (${relative(root, outDir)}: ${files.length} files).\n` +
          `const VERSION = ${JSON.stringify(version)};\nconst FILES = ${JSON.stringify(list, null, 1)};\n${body}`,
      );
    },
  };
}

export default defineConfig(({ mode }) => ({
  root,
  base: './',
  plugins: mode === 'web' ? [svelte(), webEntry(), serviceWorker()] : [svelte()],
  // The web build's own files (its manifest and icons); the desktop app has none.
  publicDir: mode === 'web' ? 'web-public' : false,
  clearScreen: false,
  resolve: mode === 'web' ? { alias: { '@tipgobble/web-core': webCore } } : {},
  // The core's worker imports the generated module, which loads its .wasm by URL.
  worker: { format: 'es' },
  build: {
    outDir: mode === 'web' ? 'dist-web' : 'dist',
    emptyOutDir: true,
    // The oldest web engines the app runs in (docs/mobile.md, Old web engines): iOS 16.2's
    // WebKit (bundle.iOS.minimumSystemVersion) and Android System WebView 111 (MainActivity's
    // MIN_WEBVIEW_MAJOR). scripts/check-css-floor.mjs checks the built CSS against them.
    target: ['safari16.2', 'chrome111'],
    // One script, no inline code: the CSP allows scripts from the app itself only.
    modulePreload: { polyfill: false },
  },
  server: { port: 1420, strictPort: true },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Every language's texts are fetched before the tests (the app fetches them when needed).
    setupFiles: ['src/lib/i18n/test-setup.ts'],
  },
}));
