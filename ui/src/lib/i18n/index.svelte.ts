// The app's words in the chosen language. `t('key')` in a component re-renders when the
// language changes, because the current language is reactive state.
// English is always here (the fallback of every other catalogue); the other languages' texts
// are fetched when first needed (load.ts): the start language before the first screen shows
// (startLang), and a language chosen in Settings before it replaces the one on screen
// (setLang keeps the current texts until the new ones have arrived: no flash of English).
import { en, type Catalog, type Key } from './en';
import { detectLanguage, isLang } from './detect';
import { importCatalog, LANGUAGE_KEY } from './load';
import { formatDate, formatPeriod, formatRelative, periodParts, render } from './format';
import type { Lang } from './types';

export { LANGUAGES, LANGUAGE_NAMES, type Lang } from './types';
export { detectLanguage, isLang } from './detect';
export type { Key } from './en';

/** The catalogues fetched so far, by language. */
const loaded: Partial<Record<Lang, Catalog>> = { en };
/** The fetches under way, by language. */
const fetching = new Map<Lang, Promise<void>>();

/** The language on screen and its catalogue (always loaded). */
const state = $state({ lang: 'en' as Lang });
let catalog: Catalog = en;
/** The language last asked for by setLang (on screen once its catalogue is here). */
let wanted: Lang = 'en';

/** The language the interface is in now. */
export function currentLang(): Lang {
  return state.lang;
}

/** Whether `lang`'s texts are here (setLang shows it at once). */
export function isLoaded(lang: Lang): boolean {
  return loaded[lang] !== undefined;
}

/** Fetches `lang`'s texts if they are not here yet. Rejects when they cannot be fetched (the
 * network, with no copy kept by the service worker); asking again tries again. */
export function loadLang(lang: Lang): Promise<void> {
  if (loaded[lang]) return Promise.resolve();
  let fetch = fetching.get(lang);
  if (!fetch) {
    fetch = importCatalog(lang).then(
      (c) => {
        loaded[lang] = c;
        fetching.delete(lang);
      },
      (err: unknown) => {
        fetching.delete(lang);
        throw err;
      },
    );
    fetching.set(lang, fetch);
  }
  return fetch;
}

function show(lang: Lang): void {
  catalog = loaded[lang] ?? en;
  state.lang = lang;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/** Switches the interface to `lang` (and tells the document, for screen readers): at once when
 * its texts are here, else once they have been fetched, the current language staying until
 * then (and staying if they cannot be fetched). */
export function setLang(lang: Lang): void {
  wanted = lang;
  if (loaded[lang]) {
    show(lang);
    return;
  }
  loadLang(lang).then(
    () => {
      if (wanted === lang) show(lang);
    },
    (err: unknown) => console.warn(`the ${lang} texts could not be fetched:`, err),
  );
}

/** Keeps the person's language choice (the settings' `language`) for the next start. */
export function rememberLanguage(choice: string, storage: Pick<Storage, 'setItem'> | undefined = pageStorage()): void {
  try {
    storage?.setItem(LANGUAGE_KEY, choice);
  } catch {
    /* a browser that refuses storage starts in the system's language */
  }
}

/** The language to start in, before the saved settings are read: the choice remembered from
 * the last visit, or the system's. */
export function startingLang(storage: Pick<Storage, 'getItem'> | undefined = pageStorage(), system: Lang = systemLang()): Lang {
  let choice: string | null = null;
  try {
    choice = storage?.getItem(LANGUAGE_KEY) ?? null;
  } catch {
    /* as if nothing was remembered */
  }
  return choice !== null && isLang(choice) ? choice : system;
}

/** Before the first screen: fetches the starting language's texts and shows it (English if
 * they cannot be fetched). */
export async function startLang(lang: Lang = startingLang()): Promise<void> {
  try {
    await loadLang(lang);
  } catch (err) {
    console.warn(`the ${lang} texts could not be fetched:`, err);
  }
  setLang(lang);
}

function pageStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The system's preferred language among the app's, from navigator.languages. */
export function systemLang(): Lang {
  if (typeof navigator === 'undefined') return 'en';
  return detectLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/** The message `key` in the current language, with `{name}` placeholders filled from
 * `params`; plural messages choose their form by `params.count`. */
export function t(key: Key, params: Readonly<Record<string, string | number>> = {}): string {
  const lang = state.lang;
  return render(catalog[key] ?? en[key], lang, params);
}

/** A date in the current language. */
export function date(d: Date): string {
  return formatDate(d, state.lang);
}

/** How long ago `d` was, in the current language. */
export function ago(d: Date, now: Date = new Date()): string {
  return formatRelative(d, now, state.lang);
}

/** A statistics period ("2026-11") in the current language. */
export function period(p: string): string {
  return formatPeriod(p, state.lang);
}

/** A month period's month and year apart ("Nov", "2026") in the current language. */
export function periodSplit(p: string): { month: string; year: string } | null {
  return periodParts(p, state.lang);
}
