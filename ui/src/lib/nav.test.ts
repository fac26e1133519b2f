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

  it('goes from new game to the game without the setup screen in the way back', () => {
    const nav = new Navigator();
    nav.open({ name: 'new-game', game: 'gobblet' });
    expect(nav.current).toEqual({ name: 'new-game', game: 'gobblet' });
    nav.replace({ name: 'game' });
    expect(nav.depth).toBe(2);
    expect(nav.current.name).toBe('game');
    expect(nav.back()).toBe(true);
    expect(nav.current.name).toBe('home');
  });

  it('goes straight home from deep in the stack', () => {
    const nav = new Navigator();
    nav.open({ name: 'new-game', game: 'deblockle' });
    nav.open({ name: 'game' });
    nav.home();
    expect(nav.depth).toBe(1);
    expect(nav.current.name).toBe('home');
  });
});

describe('Navigator.previous', () => {
  it('is the screen under the current one', () => {
    const nav = new Navigator();
    expect(nav.previous).toBeNull();
    nav.open({ name: 'rules', game: 'gobblet' });
    nav.open({ name: 'tutorial', game: 'gobblet' });
    expect(nav.previous).toEqual({ name: 'rules', game: 'gobblet' });
  });
});
