import { afterEach, describe, expect, it, vi } from 'vitest';
import { en, type Catalog } from './en';
import { CATALOGS } from './catalogs';
import { importCatalog, LANGUAGE_KEY } from './load';
import { LANGUAGES, type Lang } from './types';

/** A fresh i18n module (only English here) whose catalogue fetches the test answers. */
async function freshI18n() {
  const answers = new Map<Lang, { resolve: (c: Catalog) => void; reject: (e: Error) => void }>();
  const asked: Lang[] = [];
  vi.resetModules();
  vi.doMock('./load', () => ({
    LANGUAGE_KEY,
    importCatalog: (lang: Lang) => {
      asked.push(lang);
      if (lang === 'en') return Promise.resolve(en);
      return new Promise<Catalog>((resolve, reject) => answers.set(lang, { resolve, reject }));
    },
  }));
  const i18n = await import('./index.svelte');
  return { i18n, asked, answer: (lang: Lang) => answers.get(lang)! };
}

/** A page's storage, in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
}

afterEach(() => {
  vi.doUnmock('./load');
  vi.resetModules();
});

describe('each language fetched when needed', () => {
  it('fetches every language’s own catalogue', async () => {
    for (const lang of LANGUAGES) expect(await importCatalog(lang)).toBe(CATALOGS[lang]);
  });

  it('starts with English only, and shows a language once its texts are here', async () => {
    const { i18n, asked, answer } = await freshI18n();
    expect(i18n.isLoaded('en')).toBe(true);
    expect(i18n.isLoaded('fr')).toBe(false);
    expect(i18n.t('common.back')).toBe('Back');

    i18n.setLang('fr');
    // Until the French texts arrive, the English ones stay: no half-French screen.
    expect(i18n.currentLang()).toBe('en');
    expect(i18n.t('common.back')).toBe('Back');
    answer('fr').resolve(CATALOGS.fr);
    await i18n.loadLang('fr');
    expect(i18n.currentLang()).toBe('fr');
    expect(i18n.t('common.back')).toBe('Retour');
    expect(asked).toEqual(['fr']);

    // A language fetched once is shown at once after.
    i18n.setLang('en');
    expect(i18n.currentLang()).toBe('en');
    i18n.setLang('fr');
    expect(i18n.currentLang()).toBe('fr');
    expect(asked).toEqual(['fr']);
  });

  it('shows the last language asked for, not one that arrives after it', async () => {
    const { i18n, answer } = await freshI18n();
    i18n.setLang('uk');
    i18n.setLang('es');
    answer('es').resolve(CATALOGS.es);
    await i18n.loadLang('es');
    expect(i18n.currentLang()).toBe('es');
    answer('uk').resolve(CATALOGS.uk);
    await i18n.loadLang('uk');
    expect(i18n.currentLang()).toBe('es');
    expect(i18n.t('common.back')).toBe(CATALOGS.es['common.back']);
  });

  it('keeps the language on screen when a fetch fails, and tries again when asked again', async () => {
    const { i18n, asked, answer } = await freshI18n();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    i18n.setLang('it');
    answer('it').reject(new Error('offline'));
    await expect(i18n.loadLang('it')).rejects.toThrow('offline');
    expect(i18n.currentLang()).toBe('en');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();

    const again = i18n.loadLang('it');
    answer('it').resolve(CATALOGS.it);
    await again;
    expect(asked).toEqual(['it', 'it']);
    i18n.setLang('it');
    expect(i18n.currentLang()).toBe('it');
  });

  it('starts in the remembered choice, else the system’s language', async () => {
    const { i18n, answer } = await freshI18n();
    const storage = memoryStorage();
    expect(i18n.startingLang(storage, 'uk')).toBe('uk');
    i18n.rememberLanguage('ms', storage);
    expect(storage.getItem(LANGUAGE_KEY)).toBe('ms');
    expect(i18n.startingLang(storage, 'uk')).toBe('ms');
    i18n.rememberLanguage('system', storage);
    expect(i18n.startingLang(storage, 'uk')).toBe('uk');
    storage.setItem(LANGUAGE_KEY, 'klingon');
    expect(i18n.startingLang(storage, 'fr')).toBe('fr');
    expect(i18n.startingLang(undefined, 'es')).toBe('es');

    // startLang resolves once the language is on screen.
    const started = i18n.startLang('ms');
    answer('ms').resolve(CATALOGS.ms);
    await started;
    expect(i18n.currentLang()).toBe('ms');
  });

  it('starts in English when the starting language cannot be fetched', async () => {
    const { i18n, answer } = await freshI18n();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const started = i18n.startLang('uk');
    answer('uk').reject(new Error('offline'));
    await started;
    expect(i18n.currentLang()).toBe('en');
    warn.mockRestore();
  });
});
