import { describe, expect, it } from 'vitest';
import { feelFor } from './feel';

describe('feelFor', () => {
  it('is a light tap for a piece placed or moved and a block tipped', () => {
    expect(feelFor(['place'])).toBe('tap');
    expect(feelFor(['move'])).toBe('tap');
    expect(feelFor(['tip'])).toBe('tap');
  });

  it('knocks harder for a gobble, a removal and the end of a game', () => {
    expect(feelFor(['gobble'])).toBe('strong');
    expect(feelFor(['removal'])).toBe('strong');
    expect(feelFor(['win'])).toBe('strong');
    expect(feelFor(['drawOrLoss'])).toBe('strong');
  });

  it('warns on a refused tap', () => {
    expect(feelFor(['refused'])).toBe('warning');
  });

  it('plays one pattern, the strongest, for a winning move', () => {
    expect(feelFor(['place', 'win'])).toBe('strong');
    expect(feelFor(['tip', 'refused'])).toBe('warning');
  });

  it('is nothing when nothing happened', () => {
    expect(feelFor([])).toBeNull();
  });
});
