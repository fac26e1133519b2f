// Filling in messages: placeholders, plural forms, numbers and dates in the chosen language.
import type { Lang, Message, Plural } from './types';

// One number format and one set of plural rules per language, made once: making them is
// slow (a board draws dozens of labels with numbers at each move, on the tap's path).
const numberFormats = new Map<Lang, Intl.NumberFormat>();
const pluralRules = new Map<Lang, Intl.PluralRules>();
function numberFormat(lang: Lang): Intl.NumberFormat {
  let format = numberFormats.get(lang);
  if (!format) numberFormats.set(lang, (format = new Intl.NumberFormat(lang)));
  return format;
}

// Likewise the date formats: a page of Saved games writes a date on every card (making the
// formats anew for each card cost 33 ms of a 50-card page's turn).
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const relativeFormats = new Map<Lang, Intl.RelativeTimeFormat>();
function dateFormat(lang: Lang, kind: 'date' | 'month'): Intl.DateTimeFormat {
  const key = `${lang} ${kind}`;
  let format = dateFormats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'date' ? { dateStyle: 'medium', timeStyle: 'short' } : { month: 'short', year: 'numeric', timeZone: 'UTC' };
    dateFormats.set(key, (format = new Intl.DateTimeFormat(lang, options)));
  }
  return format;
}

/** Replaces each `{name}` in `text` with `params[name]`; unknown placeholders stay as they are. */
export function interpolate(text: string, params: Readonly<Record<string, string | number>> = {}, lang: Lang = 'en'): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? numberFormat(lang).format(value) : value;
  });
}

/** The plural form of `message` for `count` in `lang` (Intl.PluralRules), falling back to `other`. */
export function pluralForm(message: Plural, count: number, lang: Lang): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  const category = rules.select(count) as keyof Plural;
  return message[category] ?? message.other;
}

/** The text of `message` with `params` filled in; a plural message takes `params.count`. */
export function render(message: Message, lang: Lang, params: Readonly<Record<string, string | number>> = {}): string {
  if (typeof message === 'string') return interpolate(message, params, lang);
  const count = typeof params['count'] === 'number' ? params['count'] : 0;
  return interpolate(pluralForm(message, count, lang), params, lang);
}

/** A date (day, month, year and time) as people write it in `lang`. */
export function formatDate(date: Date, lang: Lang): string {
  return dateFormat(lang, 'date').format(date);
}

/** How long ago (or from now) `date` is, relative to `now`, in words of `lang`: "yesterday",
 * "3 hours ago", "вчора", "il y a 5 minutes". */
export function formatRelative(date: Date, now: Date, lang: Lang): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  let rtf = relativeFormats.get(lang);
  if (!rtf) relativeFormats.set(lang, (rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' })));
  const abs = Math.abs(seconds);
  if (abs < 60) return rtf.format(seconds, 'second');
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), 'minute');
  if (abs < 86400) return rtf.format(Math.round(seconds / 3600), 'hour');
  if (abs < 86400 * 30) return rtf.format(Math.round(seconds / 86400), 'day');
  if (abs < 86400 * 365) return rtf.format(Math.round(seconds / (86400 * 30)), 'month');
  return rtf.format(Math.round(seconds / (86400 * 365)), 'year');
}

/** A statistics period as people write it in `lang`, with the whole year: "2026-11" →
 * "Nov 2026", "лист. 2026 р.", "nov. 2026"; any other label (a week, "2026-W48") is returned
 * as it is. */
export function formatPeriod(period: string, lang: Lang): string {
  const when = monthOf(period);
  if (!when) return period;
  return dateFormat(lang, 'month').format(when);
}

/** A month period's two parts as a chart writes them, the month over the year: "2026-11" →
 * { month: "Nov", year: "2026" }; `null` for any other label. */
export function periodParts(period: string, lang: Lang): { month: string; year: string } | null {
  const when = monthOf(period);
  if (!when) return null;
  const parts = dateFormat(lang, 'month').formatToParts(when);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { month: part('month'), year: part('year') };
}

function monthOf(period: string): Date | null {
  const month = /^(\d{4})-(\d{2})$/.exec(period);
  return month ? new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1)) : null;
}
