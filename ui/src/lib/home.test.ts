// The home screen's unfinished games: the game in play once, every other one reachable.
import { describe, expect, it } from 'vitest';
import type { BoardView, SavedGameCard } from './ipc';
import { isInPlay, otherUnfinished } from './home';
import { gameView } from './test-views';

const board = (n: number): BoardView => ({ game: 'gobblet', squares: [[{ owner: 'one', size: n } as never]], reserves: [[], []], win_lines: [] });

function card(id: number, overrides: Partial<SavedGameCard> = {}): SavedGameCard {
  return {
    id,
    kind: 'gobblet',
    one: { type: 'person', name: 'Player one' },
    two: { type: 'person', name: 'Player two' },
    title: null,
    variants: [],
    handicaps: [],
    actions: 3,
    plies: 3,
    created_at: 0,
    updated_at: 0,
    state: { state: 'playing' },
    board: board(id),
    side_to_move: 'two',
    ...overrides,
  };
}

const inPlay = gameView({ board: board(2), moves: ['4a1', '4b2', '3c3'] });

/** Every unfinished one of `cards`, as the core gives them when they are all on the page. */
const all = (cards: SavedGameCard[]) => ({ cards, total: cards.filter((c) => c.state.state === 'playing').length });

describe('the unfinished games on the home screen', () => {
  it('knows the game in play among the saved ones by its game, players, moves and position', () => {
    expect(isInPlay(card(2), inPlay)).toBe(true);
    expect(isInPlay(card(1), inPlay)).toBe(false);
    expect(isInPlay(card(2, { plies: 4 }), inPlay)).toBe(false);
    expect(isInPlay(card(2, { kind: 'deblockle' }), inPlay)).toBe(false);
    expect(isInPlay(card(2, { two: { type: 'ai', level: 2 } }), inPlay)).toBe(false);
    expect(isInPlay(card(2, { state: { state: 'finished', result: { winner: 'one', reason: 'line-of-four' } } }), inPlay)).toBe(false);
  });

  it('offers every other unfinished game, the newest few and how many more', () => {
    const finished = card(9, { state: { state: 'finished', result: { winner: null, reason: 'agreement' } } });
    const cards = [card(5), finished, card(2), card(4), card(3), card(1)];
    const { games, more } = otherUnfinished(inPlay, all(cards), 2);
    expect(games.map((g) => g.id)).toEqual([5, 4]);
    expect(more).toBe(2);
    expect(otherUnfinished(inPlay, all(cards), 10)).toEqual({ games: [card(5), card(4), card(3), card(1)], more: 0 });
  });

  it('counts the games beyond the page the core gave, the game in play once', () => {
    // The newest three of 40 unfinished games, the game in play among them.
    expect(otherUnfinished(inPlay, { cards: [card(5), card(2), card(4)], total: 40 }, 2)).toEqual({ games: [card(5), card(4)], more: 37 });
    // Not among them (other games were played since): it is one of the 40, saved since its first move.
    expect(otherUnfinished(inPlay, { cards: [card(5), card(6), card(4)], total: 40 }, 2)).toEqual({ games: [card(5), card(6)], more: 37 });
    // A game in play with no move yet is not saved: every other one counts.
    expect(otherUnfinished(gameView({ board: board(2), moves: [] }), { cards: [card(5), card(6), card(4)], total: 40 }, 2).more).toBe(38);
    expect(otherUnfinished(null, { cards: [card(5), card(6), card(4)], total: 40 }, 2).more).toBe(38);
  });

  it('offers them all when no game is in play (the last one was finished)', () => {
    const { games, more } = otherUnfinished(null, all([card(1), card(2), card(3)]), 2);
    expect(games.map((g) => g.id)).toEqual([1, 2]);
    expect(more).toBe(1);
    expect(otherUnfinished(null, all([]), 2)).toEqual({ games: [], more: 0 });
  });

  it('leaves out only one of two saved games alike in everything', () => {
    const { games } = otherUnfinished(inPlay, all([card(2, { id: 7 }), card(2)]), 5);
    expect(games.map((g) => g.id)).toEqual([2]);
  });
});
