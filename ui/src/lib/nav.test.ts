import { describe, expect, it } from 'vitest';
import { Navigator } from './nav.svelte';

describe('Navigator', () => {
  it('starts home and never goes back past it', () => {
    const nav = new Navigator();
    expect(nav.current).toEqual({ name: 'home' });
    expect(nav.canGoBack).toBe(false);
    expect(nav.back()).toBe(false);
    expect(nav.depth).toBe(1);
  });

  it('opens, replaces and goes back in order', () => {
    const nav = new Navigator();
    nav.open({ name: 'home' });
    expect(nav.depth).toBe(2);
    nav.replace({ name: 'home' });
    expect(nav.depth).toBe(2);
    expect(nav.back()).toBe(true);
    expect(nav.depth).toBe(1);
    nav.open({ name: 'home' });
    nav.open({ name: 'home' });
    nav.home();
    expect(nav.depth).toBe(1);
  });
});
