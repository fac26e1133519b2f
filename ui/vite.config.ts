// Vite builds ui/ into ui/dist, which Tauri embeds in the app; vitest runs the view-logic tests.
// `--mode web` builds the web build instead (scripts/build-web.sh): the same UI with the app
// core as WebAssembly in a Web Worker (ui/src/web/), into ui/dist-web.
import { fileURLToPath } from 'node:url';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
/** Where scripts/build-web.sh has wasm-bindgen write the core's module and its .wasm. */
const webCore = fileURLToPath(new URL('../target/web-core/web.js', import.meta.url));

/** The web build's page starts from ui/src/web/main.ts instead of ui/src/main.ts. */
function webEntry(): Plugin {
  return {
    name: 'tipgobble-web-entry',
    // 'pre': before Vite reads the page's scripts as the build's entries.
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('/src/main.ts', '/src/web/main.ts'),
    },
  };
}

export default defineConfig(({ mode }) => ({
  root,
  base: './',
  plugins: mode === 'web' ? [svelte(), webEntry()] : [svelte()],
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
  },
}));
