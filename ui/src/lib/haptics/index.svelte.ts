// The app's one haptics player: on a phone or tablet, while the "Vibration" setting is on,
// asks Rust to play the pattern of an event (Rust calls tauri-plugin-haptics; desktop has no
// vibration, and the settings do not offer it there).
import { haptic } from '../generated/commands';
import { settingsStore } from '../settings.svelte';
import type { SoundName } from '../sound/recipes';
import { feelFor } from './feel';

export { feelFor, type Feel } from './feel';

/** Plays the haptic pattern of the events the sounds mark. */
export class HapticsPlayer {
  /** Whether this device vibrates (from Rust's app_info, at start). */
  canVibrate = $state(false);

  /** `enabled` says whether the vibration setting is on (read at every event). */
  constructor(private readonly enabled: () => boolean) {}

  /** Plays the one pattern for these events, if any, when the device vibrates and the
   * setting is on. A vibration that fails is not worth telling anyone: it is dropped. */
  play(...sounds: SoundName[]): void {
    const feel = feelFor(sounds);
    if (feel === null || !this.canVibrate || !this.enabled()) return;
    haptic(feel).catch(() => undefined);
  }
}

/** The app's haptics, following the vibration setting. */
export const haptics = new HapticsPlayer(() => settingsStore.settings.vibration);
