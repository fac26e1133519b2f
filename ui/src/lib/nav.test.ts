import { describe, expect, it } from 'vitest';
import { BackButton, Navigator, type BackButtonSource } from './nav.svelte';

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

/** A fake Android back button: a press goes to the registered listener if there is one;
 * with none, Android does its default, which for this app (no webview history) is to leave. */
class FakeBackButton implements BackButtonSource {
  listener: (() => void) | null = null;
  left = false;
  registrations = 0;

  listen(onPress: () => void): Promise<() => void> {
    this.listener = onPress;
    this.registrations += 1;
    return Promise.resolve(() => {
      this.listener = null;
    });
  }

  press(): void {
    if (this.listener) this.listener();
    else this.left = true;
  }
}

/** The app frame's wiring: the navigator, the button, and a sync after every change. */
function app() {
  const nav = new Navigator();
  const source = new FakeBackButton();
  const button = new BackButton(nav, source);
  const settle = () => button.sync();
  return { nav, source, button, settle };
}

describe('the Android back button', () => {
  it('closes an open dialog first and stays on the screen', async () => {
    const { nav, source, settle } = app();
    nav.open({ name: 'new-game', game: 'gobblet' });
    nav.replace({ name: 'game' });
    let confirming = true;
    nav.openLayer(() => (confirming = false));
    await settle();
    source.press();
    expect(confirming).toBe(false);
    expect(nav.current.name).toBe('game');
    expect(source.left).toBe(false);
    await settle();
    source.press();
    expect(nav.current.name).toBe('home');
  });

  it('closes the last opened of two panels, then the other', async () => {
    const { nav, source, settle } = app();
    nav.open({ name: 'saved' });
    const closed: string[] = [];
    nav.openLayer(() => closed.push('rename'));
    nav.openLayer(() => closed.push('paste'));
    await settle();
    source.press();
    source.press();
    expect(closed).toEqual(['paste', 'rename']);
    expect(nav.current.name).toBe('saved');
  });

  it('does not call a dialog closed by its own button again', async () => {
    const { nav, source, settle } = app();
    nav.open({ name: 'saved' });
    let closes = 0;
    const closedByItsButton = nav.openLayer(() => (closes += 1));
    closedByItsButton();
    await settle();
    source.press();
    expect(closes).toBe(0);
    expect(nav.current.name).toBe('home');
  });

  it('goes from saved games to home', async () => {
    const { nav, source, settle } = app();
    nav.open({ name: 'saved' });
    await settle();
    source.press();
    expect(nav.current.name).toBe('home');
    expect(source.left).toBe(false);
  });

  it('leaves a sub-screen for the screen it was opened from', async () => {
    const { nav, source, settle } = app();
    nav.open({ name: 'rules', game: 'deblockle' });
    nav.open({ name: 'tutorial', game: 'deblockle' });
    await settle();
    source.press();
    expect(nav.current).toEqual({ name: 'rules', game: 'deblockle' });
  });

  it('goes from a game straight home, even when it was opened from saved games', async () => {
    const { nav, source, settle } = app();
    nav.open({ name: 'saved' });
    nav.replace({ name: 'game' });
    nav.open({ name: 'game' });
    await settle();
    source.press();
    expect(nav.current.name).toBe('home');
    expect(nav.depth).toBe(1);
    expect(source.left).toBe(false);
  });

  it('lets Android leave the app from home: nothing listens there', async () => {
    const { nav, source, settle } = app();
    await settle();
    expect(source.listener).toBeNull();
    source.press();
    expect(source.left).toBe(true);
    expect(nav.current.name).toBe('home');
  });

  it('listens again when a screen opens and lets go once home again', async () => {
    const { nav, source, settle } = app();
    nav.open({ name: 'settings' });
    await settle();
    source.press();
    await settle();
    expect(nav.current.name).toBe('home');
    expect(source.listener).toBeNull();
    source.press();
    expect(source.left).toBe(true);
    nav.open({ name: 'statistics' });
    await settle();
    expect(source.listener).not.toBeNull();
    expect(source.registrations).toBe(2);
  });

  it('listens on home while a dialog is open there, and lets go once it is closed', async () => {
    const { nav, source, settle } = app();
    let open = true;
    const remove = nav.openLayer(() => (open = false));
    await settle();
    source.press();
    expect(open).toBe(false);
    remove();
    await settle();
    source.press();
    expect(source.left).toBe(true);
  });

  it('keeps Escape and the back arrow working where there is no back button', async () => {
    const nav = new Navigator();
    const button = new BackButton(nav, { listen: () => Promise.reject(new Error('desktop')) });
    nav.open({ name: 'saved' });
    await button.sync();
    expect(nav.goBack()).toBe('back');
    expect(nav.goBack()).toBe('leave');
    await expect(button.sync()).resolves.toBeUndefined();
  });
});
