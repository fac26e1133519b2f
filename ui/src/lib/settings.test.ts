import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, durationFactor, reducesMotion, resolveLanguage } from './settings.svelte';

describe('settings on the UI side', () => {
  it('uses the system language unless one is chosen', () => {
    expect(resolveLanguage('system', 'uk')).toBe('uk');
    expect(resolveLanguage('fr', 'uk')).toBe('fr');
  });

  it('follows the system’s reduced motion by default', () => {
    expect(DEFAULT_SETTINGS.motion).toBe('system');
    expect(reducesMotion('system', true)).toBe(true);
    expect(reducesMotion('system', false)).toBe(false);
    expect(reducesMotion('full', true)).toBe(false);
    expect(reducesMotion('reduced', false)).toBe(true);
  });

  it('turns speed into a duration factor, zero when motion is reduced', () => {
    expect(durationFactor('slow', false)).toBe(2);
    expect(durationFactor('normal', false)).toBe(1);
    expect(durationFactor('fast', false)).toBe(0.5);
    expect(durationFactor('fast', true)).toBe(0);
  });
});
