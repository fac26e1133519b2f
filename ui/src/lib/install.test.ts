// Installing the web build: the browser's prompt where there is one, the iOS steps, nothing
// once installed.
import { describe, expect, it, vi } from 'vitest';
import { install, installWay, isIos } from './install.svelte';

describe('how the app can be installed', () => {
  it('tells an iPhone or iPad, not Android or a desktop', () => {
    expect(isIos({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1' })).toBe(true);
    expect(isIos({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15', maxTouchPoints: 5 })).toBe(true);
    expect(isIos({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15', maxTouchPoints: 0 })).toBe(false);
    expect(isIos({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36', maxTouchPoints: 5 })).toBe(false);
  });

  it('offers the prompt where the browser gave one, the steps on iOS, nothing once installed', () => {
    const base = { standalone: false, installed: false, prompt: false, ios: false };
    expect(installWay(base)).toBeNull();
    expect(installWay({ ...base, prompt: true })).toBe('prompt');
    expect(installWay({ ...base, ios: true })).toBe('ios');
    expect(installWay({ ...base, ios: true, prompt: true })).toBe('ios');
    expect(installWay({ ...base, ios: true, standalone: true })).toBeNull();
    expect(installWay({ ...base, prompt: true, installed: true })).toBeNull();
  });

  it('keeps the browser’s prompt, shows it once on a tap, and stops offering once installed', async () => {
    const win = new EventTarget() as EventTarget & { navigator: { userAgent: string }; matchMedia: (q: string) => MediaQueryList };
    win.navigator = { userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile' };
    win.matchMedia = () => ({ matches: false, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
    const stop = install.watch(win as unknown as Window);
    try {
      expect(install.way).toBeNull();
      const prompt = vi.fn(() => Promise.resolve());
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt,
        userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
      });
      win.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
      expect(install.way).toBe('prompt');
      expect(await install.prompt()).toBe(false);
      expect(prompt).toHaveBeenCalledOnce();
      // A prompt is shown once: the next Install waits for the browser's next one.
      expect(install.way).toBeNull();
      expect(await install.prompt()).toBe(false);
      win.dispatchEvent(Object.assign(new Event('beforeinstallprompt'), { prompt, userChoice: Promise.resolve({ outcome: 'accepted' as const }) }));
      win.dispatchEvent(new Event('appinstalled'));
      expect(install.way).toBeNull();
    } finally {
      stop();
      install.installed = false;
      install.event = null;
    }
  });
});
