// Where each language's texts come from. English is in the app's first script (every other
// catalogue falls back to it, key by key); the five others are chunks of their own, fetched
// only when the person's language is one of them (index.svelte.ts: loadLang), so that a first
// visit downloads one language, not six.
import { en, type Catalog } from './en';
import type { Lang } from './types';

/** Fetches `lang`'s catalogue. */
export function importCatalog(lang: Lang): Promise<Catalog> {
  switch (lang) {
    case 'en':
      return Promise.resolve(en);
    case 'it':
      return import('./it').then((m) => m.it);
    case 'uk':
      return import('./uk').then((m) => m.uk);
    case 'ms':
      return import('./ms').then((m) => m.ms);
    case 'fr':
      return import('./fr').then((m) => m.fr);
    case 'es':
      return import('./es').then((m) => m.es);
  }
}

/** Where the page keeps the person's language choice between visits (the settings' `language`:
 * a language or "system"), so that the next start fetches that language's texts before the
 * first screen shows, without waiting for the app core to read the saved settings. */
export const LANGUAGE_KEY = 'tipgobble.language';
