import { describe, expect, it } from 'vitest';
import { arrowTarget } from './keys';

describe('arrowTarget', () => {
  it('moves one square in each direction and stops at the edges', () => {
    expect(arrowTarget(5, 4, 'ArrowUp')).toBe(1);
    expect(arrowTarget(5, 4, 'ArrowDown')).toBe(9);
    expect(arrowTarget(5, 4, 'ArrowLeft')).toBe(4);
    expect(arrowTarget(5, 4, 'ArrowRight')).toBe(6);
    expect(arrowTarget(0, 7, 'ArrowUp')).toBeNull();
    expect(arrowTarget(6, 7, 'ArrowRight')).toBeNull();
    expect(arrowTarget(48, 7, 'ArrowDown')).toBeNull();
    expect(arrowTarget(7, 7, 'ArrowLeft')).toBeNull();
    expect(arrowTarget(3, 4, 'Enter')).toBeNull();
  });
});
