// The person's language from the first screen: the web build fetches only the texts of the
// language it starts in (English is built in), before the first screen shows, so a person who
// chose French never sees an English screen first; a language chosen in Settings replaces the
// one on screen once its texts are here, with no English in between.
// Watched from the page's first script (Chromium's DevTools: Page.addScriptToEvaluateOnNewDocument),
// which the native app's WebKitWebDriver has no way to run: Chromium only.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { NATIVE } from './engines.mjs';
import { App } from './harness.mjs';

/** Runs in the page before any of its scripts: notes the language, the heading and the home
 * screen's lead text of every screen the app draws, from its first. */
const WATCH = `
  window.__shown = [];
  const note = () => {
    const screen = document.querySelector('[data-screen]');
    if (!screen) return;
    const text = (selector) => screen.querySelector(selector)?.textContent.trim() ?? '';
    const lead = text('.lead');
    const seen = document.documentElement.lang + ' ' + screen.dataset.screen + ': ' + text('h1') + (lead ? ' | ' + lead : '');
    if (window.__shown[window.__shown.length - 1] !== seen) window.__shown.push(seen);
  };
  new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['lang'] });
`;

/** The language chunks the page has fetched (ui/src/lib/i18n/load.ts), by language. */
const FETCHED = `return performance.getEntriesByType('resource')
  .map((e) => /\\/(it|uk|ms|fr|es)-[\\w-]+\\.js$/.exec(new URL(e.name).pathname)?.[1])
  .filter(Boolean);`;

async function settingsSaved(app, language) {
  for (let i = 0; i < 100; i++) {
    const view = await app.invoke('get_settings', {});
    if (view.ok && view.value.settings.language === language) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the language ${language} was never saved`);
}

describe('the language from the first screen', { skip: NATIVE && 'the page is watched from its first script through Chromium’s DevTools' }, () => {
  let app;
  after(async () => {
    await app?.close();
  });

  it('starts in the saved language, fetching only its texts, and switches with no English between', async () => {
    const dataDir = App.freshDataDir();
    app = await App.launch('language-start', { dataDir });
    // A first visit in an English browser: no other language fetched.
    assert.deepEqual(await app.session.execute(FETCHED), []);
    await (await app.session.waitFor('[data-testid="open-settings"]')).click();
    await app.session.waitFor('[data-screen="settings"]');
    await (await app.session.find('[data-testid="language"] option[value="fr"]')).click();
    await app.session.waitUntil(`return document.documentElement.lang === 'fr';`, 'French');
    await settingsSaved(app, 'fr');
    await app.close();

    // The next start, watched from the page's first script.
    app = await App.launch('language-start-again', { dataDir });
    await app.session.cdp('Page.addScriptToEvaluateOnNewDocument', { source: WATCH });
    await app.open();
    await app.session.waitUntil(`return document.documentElement.lang === 'fr';`, 'French after a restart');
    // The home screen waits for the core's first answer (its games): let the saved settings
    // arrive too before reading what was shown.
    await app.session.waitFor('[data-testid="open-settings"]');
    await new Promise((r) => setTimeout(r, 1000));
    const shown = await app.session.execute('return window.__shown;');
    assert.ok(shown.length > 0, 'the watch saw the first screen');
    assert.deepEqual(
      shown.filter((s) => !s.startsWith('fr ') || (s.includes(' | ') && !s.includes(' | Deux jeux de plateau'))),
      [],
      `every screen drawn was in French from the first: ${JSON.stringify(shown)}`,
    );
    assert.ok(shown.some((s) => s.includes(' | Deux jeux de plateau')), `the French lead was shown: ${JSON.stringify(shown)}`);
    assert.deepEqual(await app.session.execute(FETCHED), ['fr'], 'only the French texts were fetched');

    // Switching in Settings: the heading goes from French to Ukrainian, never through English.
    await (await app.session.find('[data-testid="open-settings"]')).click();
    await app.session.waitFor('[data-screen="settings"]');
    await app.session.execute('window.__shown = [];');
    await (await app.session.find('[data-testid="language"] option[value="uk"]')).click();
    await app.session.waitUntil(`return document.documentElement.lang === 'uk';`, 'Ukrainian');
    const switched = await app.session.execute('return window.__shown;');
    assert.ok(switched.length > 0 && switched[switched.length - 1] === 'uk settings: Налаштування', JSON.stringify(switched));
    assert.deepEqual(
      switched.filter((s) => s !== 'fr settings: Réglages' && s !== 'uk settings: Налаштування'),
      [],
      `straight from French to Ukrainian: ${JSON.stringify(switched)}`,
    );
    assert.deepEqual((await app.session.execute(FETCHED)).sort(), ['fr', 'uk']);
    await app.screenshot('settings-uk');
  });
});
