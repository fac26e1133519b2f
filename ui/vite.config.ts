// Vite builds ui/ into ui/dist, which Tauri embeds in the app; vitest runs the view-logic tests.
import { fileURLToPath } from 'node:url';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: './',
  plugins: [svelte()],
  clearScreen: false,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'safari15',
    // One script, no inline code: the CSP allows scripts from the app itself only.
    modulePreload: { polyfill: false },
  },
  server: { port: 1420, strictPort: true },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
