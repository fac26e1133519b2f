// The shape of a language catalogue. English (en.ts) is the reference: every key the code
// uses must exist there (TypeScript checks it), and every other catalogue must have the same
// keys (TypeScript checks it too, and i18n.test.ts checks the values are not empty).

/** A message that depends on a number: one text per plural category of the language
 * (Intl.PluralRules). `other` is always required. */
export type Plural = { zero?: string; one?: string; two?: string; few?: string; many?: string; other: string };

/** One message: plain text with `{name}` placeholders, or plural forms. */
export type Message = string | Plural;

/** The languages of the app, by BCP 47 tag. */
export const LANGUAGES = ['en', 'it', 'uk', 'ms', 'fr', 'es'] as const;

/** One of the app's languages. */
export type Lang = (typeof LANGUAGES)[number];

/** Each language's name in itself, as the language picker shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = {
  en: 'English',
  it: 'Italiano',
  uk: 'Українська',
  ms: 'Bahasa Melayu',
  fr: 'Français',
  es: 'Español',
};
