import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeContext, fakeHost } from './fake-audio';
import { RECIPES } from './recipes';
import { DEFAULT_SETTINGS, settingsStore } from '../settings.svelte';
import { sound } from './index';

// Rust answers a settings change later (a task later, here): the sound must follow at once.
const invoke = vi.fn(
  (_command: string, payload: { args: { settings: unknown } }) =>
    new Promise((resolve) => setTimeout(() => resolve(payload.args.settings), 0)),
);
vi.mock('@tauri-apps/api/core', () => ({ invoke: (...args: unknown[]) => invoke(...(args as [string, { args: { settings: unknown } }])) }));

describe('the app’s sound and the sound setting', () => {
  beforeEach(() => {
    FakeContext.made = [];
  });

  it('is on by default, and the settings switch takes effect before Rust has saved it', async () => {
    expect(DEFAULT_SETTINGS.sound).toBe(true);
    expect(settingsStore.settings.sound).toBe(true);
    const host = fakeHost();
    sound.attach(host);
    host.fire('pointerdown');
    const ctx = FakeContext.made[0]!;
    void settingsStore.update({ sound: false });
    sound.play('win');
    expect(ctx.played).toHaveLength(0);
    void settingsStore.update({ sound: true });
    sound.play('win');
    expect(ctx.played).toHaveLength(RECIPES.win.length);
    await vi.waitFor(() =>
      expect(invoke).toHaveBeenLastCalledWith('call', { name: 'set_settings', args: expect.objectContaining({ settings: expect.objectContaining({ sound: true }) }) }),
    );
    sound.detach();
  });
});
