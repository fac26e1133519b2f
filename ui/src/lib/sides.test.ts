import { describe, expect, it } from 'vitest';
import { setLang } from './i18n/index.svelte';
import { sideName } from './sides';

describe('player names', () => {
  it('shows the default names in the chosen language, a given name as it is', () => {
    setLang('uk');
    try {
      expect(sideName({ type: 'person', name: 'Player one' })).toBe('Перший гравець');
      expect(sideName({ type: 'person', name: 'Player two' })).toBe('Другий гравець');
      expect(sideName({ type: 'person', name: 'Player' })).toBe('Ви');
      expect(sideName({ type: 'person', name: 'Anna' })).toBe('Anna');
      expect(sideName({ type: 'ai', level: 3 })).toBe('Комп’ютер, рівень 3');
    } finally {
      setLang('en');
    }
    expect(sideName({ type: 'person', name: 'Player one' })).toBe('Player one');
  });
});
