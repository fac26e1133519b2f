import { describe, expect, it } from 'vitest';
import { setLang } from './i18n/index.svelte';
import { sideName, sidesLine } from './sides';

describe('player names', () => {
  it('shows the default names in the chosen language, a given name as it is', () => {
    setLang('uk');
    try {
      expect(sideName({ type: 'person', name: 'Player one' })).toBe('Перший гравець');
      expect(sideName({ type: 'person', name: 'Player two' })).toBe('Другий гравець');
      expect(sideName({ type: 'person', name: 'Player' })).toBe('Ви');
      expect(sideName({ type: 'person', name: 'Anna' })).toBe('Anna');
      expect(sideName({ type: 'ai', level: 3 })).toBe('Рівень 3');
    } finally {
      setLang('en');
    }
    expect(sideName({ type: 'person', name: 'Player one' })).toBe('Player one');
  });
});

describe('the sides of a saved game', () => {
  it('names each seat by its colour and who played it, as the game screen does', () => {
    expect(sidesLine('gobblet', { type: 'person', name: 'Player' }, { type: 'ai', level: 2 })).toBe('White: You · Black: Level 2');
    expect(sidesLine('deblockle', { type: 'ai', level: 5 }, { type: 'person', name: 'Anna' })).toBe('Gold: Level 5 · Blue: Anna');
  });

  it('leaves the colours alone for two people who gave no name', () => {
    expect(sidesLine('gobblet', { type: 'person', name: 'Player one' }, { type: 'person', name: 'Player two' })).toBe('White · Black');
    setLang('uk');
    try {
      expect(sidesLine('deblockle', { type: 'person', name: 'Player' }, { type: 'ai', level: 1 })).toBe('Золоті: Ви · Сині: Рівень 1');
    } finally {
      setLang('en');
    }
  });
});
