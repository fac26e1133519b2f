// The language to start in: the first of the system's languages the app speaks.
import { LANGUAGES, type Lang } from './types';

/** Whether `tag` names one of the app's languages exactly. */
export function isLang(tag: string): tag is Lang {
  return (LANGUAGES as readonly string[]).includes(tag);
}

/** The first language in `preferred` (BCP 47 tags, as navigator.languages) that the app
 * speaks, matched on the primary subtag ("uk-UA" → uk, "pt-BR" → none); English otherwise. */
export function detectLanguage(preferred: readonly string[]): Lang {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    if (isLang(primary)) return primary;
    // Ukrainian was long tagged "ua" by mistake in some systems; Malay is also "zsm".
    if (primary === 'ua') return 'uk';
    if (primary === 'zsm') return 'ms';
  }
  return 'en';
}
