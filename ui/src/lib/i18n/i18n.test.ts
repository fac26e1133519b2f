import { describe, expect, it } from 'vitest';
import { en } from './en';
import { detectLanguage, LANGUAGES } from './index.svelte';
import { CATALOGS } from './catalogs';
import { formatDate, formatPeriod, formatRelative, interpolate, periodParts, render } from './format';
import type { Message, Plural } from './types';

const keys = Object.keys(en) as (keyof typeof en)[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const texts = (m: Message) => (typeof m === 'string' ? [m] : Object.values(m).filter((v): v is string => typeof v === 'string'));

describe('catalogues', () => {
  for (const lang of LANGUAGES) {
    it(`${lang} has every key of English, none empty, and no extra keys`, () => {
      const catalog = CATALOGS[lang] as Readonly<Record<string, Message | undefined>>;
      const missing = keys.filter((k) => catalog[k] === undefined);
      expect(missing, `missing in ${lang}`).toEqual([]);
      const empty = keys.filter((k) => texts(catalog[k] as Message).some((s) => s.trim() === ''));
      expect(empty, `empty in ${lang}`).toEqual([]);
      const extra = Object.keys(catalog).filter((k) => !(k in en));
      expect(extra, `unknown keys in ${lang}`).toEqual([]);
    });

    it(`${lang} keeps English's placeholders in every message`, () => {
      for (const key of keys) {
        const want = placeholders(texts(en[key])[0] ?? '');
        for (const text of texts(CATALOGS[lang][key])) {
          expect(placeholders(text), `${lang} ${key}: ${text}`).toEqual(want);
        }
      }
    });

    it(`${lang} has a form for every plural category its numbers use`, () => {
      const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      for (const key of keys) {
        if (typeof en[key] === 'string') {
          expect(typeof CATALOGS[lang][key], `${lang} ${key} should be plain text`).toBe('string');
          continue;
        }
        const message = CATALOGS[lang][key] as Plural;
        for (const category of categories) {
          expect(message[category as keyof Plural], `${lang} ${key} lacks "${category}"`).toBeTruthy();
        }
      }
    });
  }
});

describe('plurals', () => {
  it('Ukrainian uses one, few, many and other', () => {
    const blocks = (n: number) => render(CATALOGS.uk['rules.blocks'], 'uk', { count: n });
    expect(blocks(1)).toBe('1 блок');
    expect(blocks(3)).toBe('3 блоки');
    expect(blocks(5)).toBe('5 блоків');
    expect(blocks(11)).toBe('11 блоків');
    expect(blocks(21)).toBe('21 блок');
    expect(blocks(22)).toBe('22 блоки');
    expect(blocks(1.5)).toBe('1,5 блока');
  });

  it('English and French differ on zero', () => {
    expect(render(CATALOGS.en['rules.pieces'], 'en', { count: 0 })).toBe('0 pieces');
    expect(render(CATALOGS.fr['rules.pieces'], 'fr', { count: 0 })).toBe('0 pièce');
    expect(render(CATALOGS.ms['rules.pieces'], 'ms', { count: 1 })).toBe('1 buah');
  });
});

describe('placeholders', () => {
  it('fills named values and formats numbers in the language', () => {
    expect(interpolate('Level {level} of {max}', { level: 3, max: 5 })).toBe('Level 3 of 5');
    expect(interpolate('{n}', { n: 12345.5 }, 'fr')).toMatch(/^12\s345,5$/u);
    expect(interpolate('left {alone}', {})).toBe('left {alone}');
  });
});

describe('dates', () => {
  const when = new Date(Date.UTC(2026, 10, 29, 12, 0));
  it('writes a date the way each language does', () => {
    expect(formatDate(when, 'uk')).toMatch(/2026/);
    expect(formatDate(when, 'uk')).toMatch(/лист/);
    expect(formatDate(when, 'fr')).toMatch(/nov/);
    expect(formatDate(when, 'es')).toMatch(/nov/);
  });

  it('names a statistics month in the language, and leaves other periods alone', () => {
    expect(formatPeriod('2026-11', 'en')).toBe('Nov 2026');
    expect(formatPeriod('2026-12', 'en')).not.toMatch(/ 26$/);
    expect(formatPeriod('2026-11', 'uk')).toMatch(/^лист.* 2026/);
    expect(periodParts('2026-12', 'en')).toEqual({ month: 'Dec', year: '2026' });
    expect(periodParts('2026-12', 'uk')?.year).toBe('2026');
    expect(periodParts('2026-W48', 'en')).toBeNull();
    expect(formatPeriod('2027-01', 'fr')).toMatch(/^janv/);
    expect(formatPeriod('2026-W48', 'es')).toBe('2026-W48');
  });

  it('says how long ago in words', () => {
    const now = new Date(when.getTime() + 86400 * 1000);
    expect(formatRelative(when, now, 'en')).toBe('yesterday');
    expect(formatRelative(when, now, 'uk')).toBe('учора');
    expect(formatRelative(new Date(now.getTime() - 5 * 60000), now, 'uk')).toBe('5 хвилин тому');
    expect(formatRelative(new Date(now.getTime() - 3 * 3600000), now, 'it')).toBe('3 ore fa');
  });
});

describe('detectLanguage', () => {
  it('takes the first language the app speaks', () => {
    expect(detectLanguage(['uk-UA', 'en-US'])).toBe('uk');
    expect(detectLanguage(['de-DE', 'fr-CA', 'en'])).toBe('fr');
    expect(detectLanguage(['ms-MY'])).toBe('ms');
    expect(detectLanguage(['pt-BR', 'de'])).toBe('en');
    expect(detectLanguage([])).toBe('en');
    expect(detectLanguage(['ES'])).toBe('es');
  });
});

describe('typography', () => {
  const all = (lang: (typeof LANGUAGES)[number]) => keys.flatMap((k) => texts(CATALOGS[lang][k]));

  it('French puts a no-break space before : ; ! ? and inside « »', () => {
    for (const text of all('fr')) {
      expect(text, text).not.toMatch(/[^\u00a0\u202f][:;!?»]|«[^\u00a0]/u);
    }
  });

  it('Spanish opens every question and exclamation', () => {
    for (const text of all('es')) {
      expect([...text].filter((c) => c === '¿').length, text).toBe([...text].filter((c) => c === '?').length);
      expect([...text].filter((c) => c === '¡').length, text).toBe([...text].filter((c) => c === '!').length);
    }
  });

  it('the translations write apostrophes as ’ and Ukrainian quotes as « »', () => {
    for (const lang of ['it', 'uk', 'ms', 'fr', 'es'] as const) {
      for (const text of all(lang)) expect(text, `${lang}: ${text}`).not.toMatch(/'/);
    }
    for (const text of all('uk')) expect(text, text).not.toMatch(/["“”„]/);
  });
});
