import { beforeEach, describe, expect, it, vi } from 'vitest';

const invoke = vi.fn((..._args: unknown[]) => Promise.resolve(null));
vi.mock('@tauri-apps/api/core', () => ({ invoke: (...args: unknown[]) => invoke(...args) }));

describe('the app’s haptics and the vibration setting', () => {
  beforeEach(() => invoke.mockClear());

  it('asks Rust for the pattern of a move on a device that vibrates, while the setting is on', async () => {
    const { DEFAULT_SETTINGS, settingsStore } = await import('../settings.svelte');
    const { haptics } = await import('./index.svelte');
    expect(DEFAULT_SETTINGS.vibration).toBe(true);
    haptics.canVibrate = true;
    haptics.play('gobble');
    expect(invoke).toHaveBeenCalledWith('call', { name: 'haptic', args: { feel: 'strong' } });
    invoke.mockClear();
    void settingsStore.update({ vibration: false });
    haptics.play('refused');
    expect(invoke).not.toHaveBeenCalledWith('call', expect.objectContaining({ name: 'haptic' }));
    void settingsStore.update({ vibration: true });
    haptics.play('refused');
    expect(invoke).toHaveBeenCalledWith('call', { name: 'haptic', args: { feel: 'warning' } });
  });

  it('never asks on a device that cannot vibrate (desktop), nor for no event', async () => {
    const { HapticsPlayer } = await import('./index.svelte');
    const player = new HapticsPlayer(() => true);
    player.play('move');
    player.canVibrate = true;
    player.play();
    expect(invoke).not.toHaveBeenCalled();
  });

  it('drops a vibration Rust could not play', async () => {
    const { HapticsPlayer } = await import('./index.svelte');
    invoke.mockImplementationOnce(() => Promise.reject({ kind: 'internal', message: 'no vibrator' }));
    const player = new HapticsPlayer(() => true);
    player.canVibrate = true;
    expect(() => player.play('tip')).not.toThrow();
    await Promise.resolve();
    expect(invoke).toHaveBeenCalledWith('call', { name: 'haptic', args: { feel: 'tap' } });
  });
});
