// How fast the boards move: the animation speed setting, 0 when motion is reduced (in the
// settings, or by the system's prefers-reduced-motion).
import { durationFactor, reducesMotion, settingsStore } from '../settings.svelte';

/** The factor every board animation's duration is multiplied by; 0 means no motion. */
export function boardSpeed(): number {
  const s = settingsStore.settings;
  return durationFactor(s.animation_speed, reducesMotion(s.motion, settingsStore.systemReduced));
}
