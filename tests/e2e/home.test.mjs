// The app opens on its home screen, fits phone and tablet windows, and refuses bad IPC.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { App } from './harness.mjs';

describe('home screen', () => {
  let app;
  before(async () => {
    app = await App.launch('home');
  });
  after(async () => {
    await app?.close();
  });

  it('opens on the home screen with both games listed', async () => {
    const home = await app.session.waitFor('[data-screen="home"]');
    assert.match(await home.text(), /Tip & Gobble/);
    await app.session.waitFor('[data-game="gobblet"]');
    await app.session.waitFor('[data-game="deblockle"]');
    const version = await (await app.session.find('[data-testid="version"]')).text();
    assert.match(version, /^Version \d+\.\d+\.\d+/);
    await app.screenshot('desktop');
  });

  for (const [label, width, height] of [
    ['phone', 360, 640],
    ['phone-landscape', 640, 360],
    ['tablet', 768, 1024],
  ]) {
    it(`fits a ${label} window (${width}x${height}) with every control reachable`, async () => {
      await app.resize(width, height);
      const problems = await app.layoutProblems();
      await app.screenshot(label);
      assert.deepEqual(problems, []);
    });
  }

  it('switches the colour scheme in Settings (Home has no theme control)', async () => {
    const scheme = () => app.session.execute('return document.documentElement.dataset.scheme;');
    assert.equal(await app.session.execute(`return !!document.querySelector('[data-testid="theme"]');`), false);
    await app.click('[data-testid="open-settings"]');
    await app.click('[data-testid="setting-theme"] [data-value="light"]');
    await app.session.waitUntil(`return document.documentElement.dataset.scheme === 'light';`, 'light theme');
    await app.click('[data-testid="setting-theme"] [data-value="dark"]');
    await app.session.waitUntil(`return document.documentElement.dataset.scheme === 'dark';`, 'dark theme');
    assert.equal(await scheme(), 'dark');
    await app.click('[data-testid="back"]');
    await app.session.waitFor('[data-screen="home"]');
    await app.screenshot('dark');
  });

  it('refuses malformed IPC payloads and keeps its state', async () => {
    const before = await app.invoke('get_settings', {});
    assert.equal(before.ok, true, JSON.stringify(before));
    const good = before.value.settings;
    for (const [command, args] of [
      ['set_settings', { settings: { ...good, theme: 'purple' } }],
      ['set_settings', { settings: { ...good, theme: 42 } }],
      ['set_settings', { settings: { ...good, ai_level: 6 } }],
      ['set_settings', { settings: { ...good, language: 'de' } }],
      ['set_settings', { settings: { ...good, colour: 'light' } }],
      ['set_settings', { settings: { theme: 'dark' } }],
      ['set_settings', {}],
      ['set_settings', { theme: 'light' }],
    ]) {
      const result = await app.invoke(command, args);
      assert.equal(result.ok, false, `${command} ${JSON.stringify(args)} was accepted`);
    }
    const afterwards = await app.invoke('get_settings', {});
    assert.deepEqual(afterwards, before);
  });

  it('refuses commands it does not have and plugins it was not given', async () => {
    for (const command of ['no_such_command', 'plugin:fs|read_text_file', 'plugin:shell|execute', 'plugin:http|fetch']) {
      const result = await app.invoke(command, { path: '/etc/passwd' });
      assert.equal(result.ok, false, `${command} was accepted`);
    }
  });
});
