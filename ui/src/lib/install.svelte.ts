// Installing the web build on the device, where the browser allows it: Chrome, Edge and
// Samsung Internet fire `beforeinstallprompt` (kept here, and its prompt() shown when the
// person taps Install); iOS has no such event, only Share → Add to Home Screen, which the
// home screen says in words. Running installed already (its own window), or after
// `appinstalled`, there is nothing to offer. The desktop and phone apps are installed: the
// web build alone calls `watch` (ui/src/web/main.ts).

/** The part of Chrome's BeforeInstallPromptEvent used here. */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
  userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** How the app can be installed here: the browser's own prompt, the iOS steps, or not at all. */
export type InstallWay = 'prompt' | 'ios' | null;

/** The parts of `navigator` that tell an iPhone or iPad. */
export interface DeviceLike {
  userAgent: string;
  maxTouchPoints?: number;
  /** Safari on iOS: true when started from the home screen. */
  standalone?: boolean;
}

/** Whether the device is an iPhone, an iPod or an iPad (an iPad says "Macintosh" but has a
 * touch screen). */
export function isIos(device: DeviceLike): boolean {
  if (/\b(iPhone|iPad|iPod)\b/.test(device.userAgent)) return true;
  return /\bMacintosh\b/.test(device.userAgent) && (device.maxTouchPoints ?? 0) > 1;
}

/** How to offer installing: nothing once installed or running installed; the Add to Home
 * Screen steps on iOS (where no browser fires the prompt: its browsers install only through
 * Share); elsewhere the kept prompt where the browser gave one. */
export function installWay(state: { standalone: boolean; installed: boolean; prompt: boolean; ios: boolean }): InstallWay {
  if (state.standalone || state.installed) return null;
  if (state.ios) return 'ios';
  return state.prompt ? 'prompt' : null;
}

class Install {
  /** The browser's install prompt, kept until the person taps Install. */
  event: InstallPromptEvent | null = $state(null);
  /** Installed during this visit (`appinstalled`). */
  installed = $state(false);
  /** Running installed, in its own window. */
  standalone = $state(false);
  /** An iPhone or iPad, where the steps are said in words. */
  ios = $state(false);

  /** How to offer installing now. */
  get way(): InstallWay {
    return installWay({ standalone: this.standalone, installed: this.installed, prompt: this.event !== null, ios: this.ios });
  }

  /** Starts listening for the browser's prompt and for the app being installed. Returns a
   * function that stops. */
  watch(win: Window): () => void {
    const device = win.navigator as Navigator & { standalone?: boolean };
    this.ios = isIos(device);
    const media = typeof win.matchMedia === 'function' ? win.matchMedia('(display-mode: standalone)') : null;
    this.standalone = device.standalone === true || media?.matches === true;
    const onPrompt = (e: Event) => {
      // The browser's own mini-infobar stays away: the home screen offers it when it helps.
      e.preventDefault();
      this.event = e as InstallPromptEvent;
    };
    const onInstalled = () => {
      this.installed = true;
      this.event = null;
    };
    const onMode = (e: MediaQueryListEvent) => (this.standalone = e.matches);
    win.addEventListener('beforeinstallprompt', onPrompt);
    win.addEventListener('appinstalled', onInstalled);
    media?.addEventListener?.('change', onMode);
    return () => {
      win.removeEventListener('beforeinstallprompt', onPrompt);
      win.removeEventListener('appinstalled', onInstalled);
      media?.removeEventListener?.('change', onMode);
    };
  }

  /** Shows the browser's install prompt (once: a prompt cannot be shown twice). Returns
   * whether the person accepted; false where there is no prompt or it failed. */
  async prompt(): Promise<boolean> {
    const event = this.event;
    if (!event) return false;
    this.event = null;
    try {
      await event.prompt();
      const choice = await event.userChoice;
      if (choice?.outcome === 'accepted') {
        this.installed = true;
        return true;
      }
      return false;
    } catch {
      return false;
    }
  }
}

/** The app's one install state. */
export const install = new Install();
