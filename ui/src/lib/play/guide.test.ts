import { afterEach, describe, expect, it } from 'vitest';
import { addressedSeat, firstMoveLine } from './guide';
import { setLang } from '../i18n/index.svelte';
import { gameView } from '../test-views';
import type { GameView, MoveView } from '../ipc';

const tip: MoveView = { text: 'c1^n/e', from: { kind: 'square', square: 'c1' }, tip: 'c2', face: 'cross', to: 'd2', capture: false, path: [] };
const pass: MoveView = { text: 'pass', from: { kind: 'pass' }, tip: null, face: null, to: null, capture: false, path: [] };
const board = { game: 'deblockle', blocks: [], stars: [], removed: [0, 0], blocks_per_side: [4, 4] } as unknown as GameView['board'];
const deblockle = (o: Partial<GameView>) => gameView({ game: 'deblockle', board, legal: [tip], ...o });
const vsLevel2 = deblockle({ seats: [{ kind: 'person' }, { kind: 'ai', level: 2 }] });

afterEach(() => setLang('en'));

describe('the first-move line', () => {
  it('tells the person which blocks are theirs, by colour in words, and how a move starts', () => {
    expect(firstMoveLine(vsLevel2)).toBe('Your blocks are the gold ones. Tap one, then a square beside it to tip it there.');
  });

  it('speaks to Blue after the computer’s first move, and goes once the person has moved', () => {
    const blue = deblockle({ seats: [{ kind: 'ai', level: 2 }, { kind: 'person' }], side_to_move: 'two', moves: ['c1^n/e'] });
    expect(firstMoveLine(blue)).toBe('Your blocks are the blue ones. Tap one, then a square beside it to tip it there.');
    expect(firstMoveLine({ ...vsLevel2, moves: ['c1^n/e', 'c7^s/e'] })).toBeNull();
  });

  it('speaks to each side before its first move between two people', () => {
    expect(firstMoveLine(deblockle({}))).toMatch(/gold ones/);
    expect(firstMoveLine(deblockle({ side_to_move: 'two', moves: ['c1^n/e'] }))).toMatch(/blue ones/);
    expect(firstMoveLine(deblockle({ moves: ['c1^n/e', 'c7^s/e'] }))).toBeNull();
  });

  it('says nothing while the computer moves, after the game, for a pass, or in Gobblet', () => {
    expect(firstMoveLine({ ...vsLevel2, side_to_move: 'two' })).toBeNull();
    expect(firstMoveLine({ ...vsLevel2, outcome: { winner: 'two', reason: 'line-of-four' } })).toBeNull();
    expect(firstMoveLine({ ...vsLevel2, legal: [pass] })).toBeNull();
    expect(firstMoveLine({ ...vsLevel2, legal: [] })).toBeNull();
    expect(firstMoveLine({ ...vsLevel2, game: 'gobblet' })).toBeNull();
  });

  it('is said in the person’s language, in the games’ own words', () => {
    setLang('fr');
    expect(firstMoveLine(vsLevel2)).toBe('Vos blocs sont les blocs or. Touchez-en un, puis une case à côté pour l’y basculer.');
    setLang('uk');
    expect(firstMoveLine(vsLevel2)).toMatch(/^Ваші блоки — золоті\./);
  });
});

describe('whose goal is "your goal"', () => {
  it('is the person’s against the computer, the side to move between two people', () => {
    expect(addressedSeat(vsLevel2)).toBe('one');
    expect(addressedSeat({ ...vsLevel2, side_to_move: 'two' })).toBe('one');
    expect(addressedSeat(deblockle({ side_to_move: 'two' }))).toBe('two');
    expect(addressedSeat(deblockle({ seats: [{ kind: 'ai', level: 1 }, { kind: 'ai', level: 5 }] }))).toBeNull();
    expect(addressedSeat({ ...vsLevel2, game: 'gobblet' })).toBeNull();
  });
});
