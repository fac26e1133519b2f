import { describe, expect, it, vi } from 'vitest';
import type { Settings } from './ipc';
import { settingsStore } from './settings.svelte';

// Rust's answers, held until the test gives them: each call's settings and how to answer it.
const calls: { settings: Settings; answer: (value: unknown) => void }[] = [];
vi.mock('@tauri-apps/api/core', () => ({
  invoke: (_command: string, payload: { name: string; args: { settings: Settings } }) =>
    new Promise((answer) => calls.push({ settings: payload.args.settings, answer })),
}));

describe('saving the settings', () => {
  it('sends two quick changes one save after the other, the newer last, and an older answer never takes back a newer change', async () => {
    const first = settingsStore.update({ sound: false });
    const second = settingsStore.update({ animation_speed: 'fast' });
    // Both on screen at once; one save on its way, with the first change only.
    expect(settingsStore.settings).toMatchObject({ sound: false, animation_speed: 'fast' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.settings.sound).toBe(false);
    expect(calls[0]!.settings.animation_speed).not.toBe('fast');

    calls[0]!.answer(calls[0]!.settings);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    // The first save's answer did not undo the second change on screen.
    expect(settingsStore.settings.animation_speed).toBe('fast');
    expect(calls[1]!.settings).toMatchObject({ sound: false, animation_speed: 'fast' });

    calls[1]!.answer(calls[1]!.settings);
    await Promise.all([first, second]);
    expect(calls).toHaveLength(2);
    expect(settingsStore.settings).toMatchObject({ sound: false, animation_speed: 'fast' });
    expect(settingsStore.saves).toBe(2);
  });
});
