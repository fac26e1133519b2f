// The person's settings on the UI side: loaded from Rust at start, applied to the document
// at once when changed (theme, palette, language, motion), then saved by Rust.
import { dismissSettingsNotice, getSettings, IpcError, setSettings } from './ipc';
import type { AnimationSpeed, Language, Motion, Settings, SettingsNotice } from './ipc';
import { isLang, rememberLanguage, setLang, systemLang, type Lang } from './i18n/index.svelte';
import { applyScheme, resolveScheme } from './theme';
import { DEFAULT_SETTINGS } from './generated/defaults';

/** The settings before Rust has answered: Rust's `Settings::default()`, generated. */
export { DEFAULT_SETTINGS };

/** The language to show: the chosen one, or the system's. */
export function resolveLanguage(language: Language, system: Lang): Lang {
  return language !== 'system' && isLang(language) ? language : system;
}

/** Whether to reduce motion: the chosen setting, or the system's prefers-reduced-motion. */
export function reducesMotion(motion: Motion, systemReduced: boolean): boolean {
  return motion === 'system' ? systemReduced : motion === 'reduced';
}

/** The factor animation durations are multiplied by (0 when motion is reduced). */
export function durationFactor(speed: AnimationSpeed, reduced: boolean): number {
  if (reduced) return 0;
  return { slow: 2, normal: 1, fast: 0.5 }[speed];
}

/** What the app knows about the settings and the system. */
class SettingsStore {
  settings: Settings = $state({ ...DEFAULT_SETTINGS });
  notice: SettingsNotice | null = $state(null);
  /** The last save error, shown on the settings screen. */
  saveError: string | null = $state(null);
  /** Bumped after every successful save (for the "Saved." status). */
  saves = $state(0);
  systemDark = $state(false);
  systemReduced = $state(false);
  systemLanguage: Lang = $state('en');
  /** Whether the saved settings have been read (or could not be): until then the language on
   * screen stays the one the page started in (i18n's startLang), not the defaults'. */
  read = $state(false);

  /** The language in use now. */
  get lang(): Lang {
    return resolveLanguage(this.settings.language, this.systemLanguage);
  }

  /** Reads the settings from Rust. A failure keeps the defaults (never a blank screen). */
  async load(): Promise<void> {
    try {
      const view = await getSettings();
      this.settings = view.settings;
      this.notice = view.notice;
    } catch (e) {
      this.notice = { kind: 'unreadable', reason: e instanceof Error ? e.message : String(e) };
    }
    this.read = true;
  }

  /** The save on its way to Rust, if any (with every change made while it was). */
  #saving: Promise<void> | null = null;
  /** Whether a change was made that no save on its way carries yet. */
  #unsent = false;

  /** Changes some settings: applied at once, then saved by Rust. One save is on its way at a
   * time, with every change made until then: two quick changes are saved in the order they
   * were made (natively two calls can finish in either order), and an answer to an older save
   * never takes back a newer change on screen. Resolves once the change is saved (or failed). */
  update(patch: Partial<Settings>): Promise<void> {
    this.settings = { ...this.settings, ...patch };
    this.#unsent = true;
    this.#saving ??= this.#save().finally(() => {
      this.#saving = null;
    });
    return this.#saving;
  }

  /** Sends the settings as they are until no change is left unsent. */
  async #save(): Promise<void> {
    while (this.#unsent) {
      this.#unsent = false;
      try {
        const saved = await setSettings(this.settings);
        // Rust's answer is what is on screen unless a newer change waits to be sent.
        if (!this.#unsent) this.settings = saved;
        this.saveError = null;
        this.saves++;
      } catch (e) {
        this.saveError = e instanceof IpcError ? e.message : String(e);
      }
    }
  }

  /** The person has read the notice. */
  async dismissNotice(): Promise<void> {
    this.notice = null;
    try {
      await dismissSettingsNotice();
    } catch {
      /* it is shown again next start at worst */
    }
  }

  /** Applies theme, palette, language and motion to the document. */
  apply(root: HTMLElement): void {
    applyScheme(root, resolveScheme(this.settings.theme, this.systemDark));
    root.dataset['palette'] = this.settings.palette;
    const reduced = reducesMotion(this.settings.motion, this.systemReduced);
    root.dataset['motion'] = reduced ? 'reduced' : 'full';
    root.style.setProperty('--speed', String(durationFactor(this.settings.animation_speed, reduced)));
    if (this.read) {
      setLang(this.lang);
      rememberLanguage(this.settings.language);
    }
  }
}

/** The app's one settings store. */
export const settingsStore = new SettingsStore();

/** Starts following the system's language, colour scheme and motion preference. Returns a
 * function that stops. */
export function watchSystem(win: Window): () => void {
  const dark = win.matchMedia('(prefers-color-scheme: dark)');
  const motion = win.matchMedia('(prefers-reduced-motion: reduce)');
  settingsStore.systemDark = dark.matches;
  settingsStore.systemReduced = motion.matches;
  settingsStore.systemLanguage = systemLang();
  const onDark = (e: MediaQueryListEvent) => (settingsStore.systemDark = e.matches);
  const onMotion = (e: MediaQueryListEvent) => (settingsStore.systemReduced = e.matches);
  const onLanguage = () => (settingsStore.systemLanguage = systemLang());
  dark.addEventListener('change', onDark);
  motion.addEventListener('change', onMotion);
  win.addEventListener('languagechange', onLanguage);
  return () => {
    dark.removeEventListener('change', onDark);
    motion.removeEventListener('change', onMotion);
    win.removeEventListener('languagechange', onLanguage);
  };
}
