import { describe, expect, it } from 'vitest';
import { nextTheme, resolveScheme } from './theme';

describe('resolveScheme', () => {
  it('follows the system only when asked to', () => {
    expect(resolveScheme('system', true)).toBe('dark');
    expect(resolveScheme('system', false)).toBe('light');
    expect(resolveScheme('light', true)).toBe('light');
    expect(resolveScheme('dark', false)).toBe('dark');
  });
});

describe('nextTheme', () => {
  it('cycles through all three choices', () => {
    expect(nextTheme('system')).toBe('light');
    expect(nextTheme('light')).toBe('dark');
    expect(nextTheme('dark')).toBe('system');
  });
});
