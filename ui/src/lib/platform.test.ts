import { describe, expect, it } from 'vitest';
import { onPhone } from './platform';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A; wv) AppleWebKit/537.36 ' +
  '(KHTML, like Gecko) Version/4.0 Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 ' +
  '(KHTML, like Gecko) Mobile/15E148';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 16_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Mobile/15E148';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)';
const LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko)';

describe('onPhone', () => {
  it("is true in Android's and iOS's web views", () => {
    for (const userAgent of [ANDROID, IPHONE, IPAD]) {
      expect(onPhone({ userAgent, maxTouchPoints: 5 }), userAgent).toBe(true);
    }
    // iPadOS asks for the desktop site: a Mac's user agent, with touch.
    expect(onPhone({ userAgent: MAC, maxTouchPoints: 5 })).toBe(true);
  });

  it('is false on desktops and without a navigator', () => {
    expect(onPhone({ userAgent: MAC, maxTouchPoints: 0 })).toBe(false);
    expect(onPhone({ userAgent: MAC })).toBe(false);
    expect(onPhone({ userAgent: LINUX })).toBe(false);
    expect(onPhone({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Edg/131.0' })).toBe(false);
    expect(onPhone(undefined)).toBe(false);
  });
});
