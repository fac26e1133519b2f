import { describe, expect, it } from 'vitest';
import { FIRST_RULES, GAME_KINDS, GAMES, moduleOf } from './games';

describe('the table of games', () => {
  it('holds each game under its own kind, in the order the screens list them', () => {
    expect(GAME_KINDS).toEqual(['gobblet', 'deblockle']);
    for (const kind of GAME_KINDS) {
      expect(GAMES[kind].kind).toBe(kind);
      expect(moduleOf(kind)).toBe(GAMES[kind]);
    }
    expect(GAME_KINDS).toContain(FIRST_RULES);
  });

  it('offers each game’s full count of pieces and its own choices, each with an initial value among its options', () => {
    for (const kind of GAME_KINDS) {
      const parts = GAMES[kind].newGame;
      expect(parts.pieces).toBeGreaterThan(0);
      for (const choice of parts.choices) {
        const values = choice.options.map((o) => o.value);
        expect(values).toContain(choice.initial({ touchMove: true, aiLevel: 3 }));
        expect(values).toContain(choice.initial({ touchMove: false, aiLevel: 3 }));
      }
    }
  });
});
