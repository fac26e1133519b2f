// Bad input at the app core's one door, from the page, in whichever host runs the core (the
// Tauri shell's IPC in WebKitGTK, the Web Worker in Chromium): every command, given arguments
// of the wrong shape or of the wrong type, answers with the same clear error (invalid_input and
// a message), leaves the game, the saved games and the settings exactly as they were, and the
// app goes on answering. The payload types come from the generated command wrappers
// (ui/src/lib/generated/commands.ts), so a new command is fuzzed without editing this file.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { App } from './harness.mjs';
import { ANNA_AND_BO_PLAYING, seed } from './games.mjs';

const wrappers = readFileSync(new URL('../../ui/src/lib/generated/commands.ts', import.meta.url), 'utf8');

/** Splits a parameter list at its top-level commas. */
function splitTopLevel(list) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if ('<[({'.includes(c)) depth++;
    else if ('>])}'.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  if (list.slice(start).trim()) parts.push(list.slice(start).trim());
  return parts;
}

/** Every command: its name and its parameters with their TypeScript types. */
const COMMANDS = [...wrappers.matchAll(/export function \w+\(([^)]*)\): Promise<[\s\S]*?return call<[\s\S]*?>\('(\w+)'/g)].map(
  ([, params, name]) => ({
    name,
    params: splitTopLevel(params).map((p) => {
      const colon = p.indexOf(':');
      return { name: p.slice(0, colon).trim(), type: p.slice(colon + 1).trim() };
    }),
  }),
);

/** Values no parameter of `type` accepts. */
function wrongValues(type) {
  const nullable = /\|\s*null$/.test(type);
  const base = type.replace(/\s*\|\s*null$/, '');
  const values =
    base === 'number' || base === 'bigint'
      ? ['7', true, {}, [], 'x'.repeat(5000)]
      : base === 'string'
        ? [7, true, {}, [], -0.5]
        : base === 'boolean'
          ? ['true', 1, {}, []]
          : base.startsWith('[') || base.startsWith('Array<')
            ? ['x', 1, true, { 0: 1 }]
            : // A named type: an object or a string enum.
              [1, true, [], 'no-such-value-\u{1F600}', -1e308];
  return nullable ? values : [...values, null];
}

/** What the person has: the game in play, the saved games, the settings. */
async function everything(app) {
  const [game, saved, settings] = await Promise.all(
    ['game_view', 'list_saved_games', 'get_settings'].map((c) => app.invoke(c, {})),
  );
  return { game, saved, settings };
}

describe('bad input at the core’s door', () => {
  let app;
  before(async () => {
    app = await App.launch('ipc-fuzz');
    await seed(app, [ANNA_AND_BO_PLAYING]);
    const id = (await app.invoke('list_saved_games', {})).value[0].id;
    assert.equal((await app.invoke('open_saved_game', { id })).ok, true);
  });
  after(async () => {
    await app?.close();
  });

  it('knows every command the UI can call', () => {
    assert.ok(COMMANDS.length >= 50, `${COMMANDS.length} commands read from the wrappers`);
    assert.ok(COMMANDS.some((c) => c.name === 'play' && c.params[0]?.type === 'string'));
  });

  it('refuses arguments that are not one object, for every command, and changes nothing', async () => {
    const before = await everything(app);
    const wrong = [];
    for (const { name } of COMMANDS) {
      for (const args of [[], 'a1', 42, true, [{}]]) {
        const result = await app.invoke(name, args);
        if (result.ok || result.error?.kind !== 'invalid_input' || !result.error.message) {
          wrong.push(`${name}(${JSON.stringify(args)}) -> ${JSON.stringify(result)}`);
        }
      }
    }
    assert.deepEqual(wrong, []);
    assert.deepEqual(await everything(app), before);
  });

  it('refuses each argument of the wrong type or missing, for every command, and changes nothing', async () => {
    const before = await everything(app);
    const wrong = [];
    let calls = 0;
    for (const { name, params } of COMMANDS) {
      for (const param of params) {
        const cases = wrongValues(param.type).map((v) => ({ [param.name]: v }));
        if (!/\|\s*null$/.test(param.type)) cases.push({});
        for (const args of cases) {
          calls++;
          const result = await app.invoke(name, args);
          if (result.ok || result.error?.kind !== 'invalid_input' || !result.error.message) {
            wrong.push(`${name}(${JSON.stringify(args).slice(0, 80)}) -> ${JSON.stringify(result).slice(0, 200)}`);
          }
        }
      }
    }
    assert.deepEqual(wrong, []);
    assert.ok(calls > 150, `${calls} calls`);
    assert.deepEqual(await everything(app), before);
  });

  it('an unknown command is refused by name, and the app answers as before', async () => {
    const result = await app.invoke('drop_table_games', {});
    assert.equal(result.ok, false);
    assert.equal(result.error.kind, 'invalid_input');
    assert.match(result.error.message, /drop_table_games/);
    const view = await app.invoke('game_view', {});
    assert.equal(view.ok, true);
    assert.deepEqual(
      view.value.moves.map((m) => m.text ?? m),
      (await app.invoke('game_view', {})).value.moves.map((m) => m.text ?? m),
    );
    assert.equal((await app.invoke('play', { mv: view.value.legal[0].text })).ok, true);
  });
});
