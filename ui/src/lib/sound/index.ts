// The app's one sound player, following the sound setting.
import { settingsStore } from '../settings.svelte';
import { SoundPlayer } from './player';

export type { SoundName } from './recipes';
export { soundsForChange } from './events';

/** Plays the app's sounds while the sound setting is on. */
export const sound = new SoundPlayer(() => settingsStore.settings.sound);
