import { describe, expect, it } from 'vitest';
import { setLang } from './i18n/index.svelte';
import { levelLabel, levelLine, LEVELS } from './levels';

describe('levels by name', () => {
  it('gives every level a number with a name, and a line on how it plays', () => {
    expect(levelLabel(1)).toBe('1 · Beginner');
    expect(levelLine(1)).toBe('makes mistakes on purpose');
    expect(levelLabel(5)).toBe('5 · Master');
    const names = LEVELS.map(levelLabel);
    expect(new Set(names).size).toBe(5);
  });

  it('names the levels in the chosen language', () => {
    setLang('fr');
    try {
      expect(levelLabel(1)).toBe('1 · Débutant');
      expect(levelLine(4)).toBe('calcule plusieurs coups à l’avance');
    } finally {
      setLang('en');
    }
  });

  it('shows an unknown level as its number', () => {
    expect(levelLabel(9)).toBe('9');
    expect(levelLine(9)).toBe('');
  });
});
