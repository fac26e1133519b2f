// vitest's setup (ui/vite.config.ts): every language's texts fetched before the tests run, so
// that a test's setLang('uk') shows Ukrainian at once, as the app does once a language is here.
import { loadLang, LANGUAGES } from './index.svelte';

await Promise.all(LANGUAGES.map((lang) => loadLang(lang)));
