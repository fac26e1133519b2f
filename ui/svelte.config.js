// Svelte 5 with TypeScript in components (vite-plugin-svelte strips the types).
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

export default {
  preprocess: vitePreprocess(),
  compilerOptions: { runes: true },
};
