// The app's words in the chosen language. `t('key')` in a component re-renders when the
// language changes, because the current language is reactive state.
import { en, type Key } from './en';
import { it } from './it';
import { uk } from './uk';
import { ms } from './ms';
import { fr } from './fr';
import { es } from './es';
import { detectLanguage } from './detect';
import { formatDate, formatPeriod, formatRelative, periodParts, render } from './format';
import type { Lang, Message } from './types';

export { LANGUAGES, LANGUAGE_NAMES, type Lang } from './types';
export { detectLanguage, isLang } from './detect';
export type { Key } from './en';

/** Every catalogue, by language. Each must have every key of English (see Catalog). */
export const CATALOGS: Readonly<Record<Lang, Readonly<Record<Key, Message>>>> = { en, it, uk, ms, fr, es };

const state = $state({ lang: 'en' as Lang });

/** The language the interface is in now. */
export function currentLang(): Lang {
  return state.lang;
}

/** Switches the interface to `lang` (and tells the document, for screen readers). */
export function setLang(lang: Lang): void {
  state.lang = lang;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
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
  return render(CATALOGS[lang][key] ?? en[key], lang, params);
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
