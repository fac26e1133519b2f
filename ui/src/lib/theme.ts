// Which colour scheme to draw, from the person's choice and the system's setting.
import type { Theme } from './ipc';
import { setDarkBars } from './native-insets';

export type Scheme = 'light' | 'dark';

/** The scheme to draw: the chosen one, or the system's when the choice is "system". */
export function resolveScheme(theme: Theme, systemPrefersDark: boolean): Scheme {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light';
  return theme;
}

/** Draws `scheme` on the document (CSS variables switch on data-scheme), and on Android's
 * system bars. */
export function applyScheme(root: HTMLElement, scheme: Scheme): void {
  root.dataset['scheme'] = scheme;
  root.style.colorScheme = scheme;
  setDarkBars(scheme === 'dark');
}
