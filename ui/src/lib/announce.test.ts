import { afterEach, describe, expect, it } from 'vitest';
import { hintAnnouncement, hintMoveWords, moveAnnouncement, moverOf, shownMoveAnnouncement } from './announce';
import { fourthSquare, linesOf, linesOfThree } from '../games/gobblet/lines';
import { setLang } from './i18n/index.svelte';
import type { BoardView, GobbletPiece, MoveView } from './ipc';
import { gameView } from './test-views';

/** A Gobblet board with `stacks` by square (bottom first). */
function gobblet(stacks: Record<string, GobbletPiece[]>): BoardView {
  const squares: GobbletPiece[][] = [];
  for (let r = 1; r <= 4; r++) for (const f of 'abcd') squares.push(stacks[`${f}${r}`] ?? []);
  return { game: 'gobblet', squares, reserves: [[4, 4, 4], [4, 4, 4]], win_lines: [] };
}
const W = (size: number): GobbletPiece => ({ owner: 'one', size });
const B = (size: number): GobbletPiece => ({ owner: 'two', size });
const move = (m: Partial<MoveView>): MoveView => ({ text: '', from: { kind: 'pass' }, tip: null, face: null, to: null, capture: false, path: [], ...m });

function deblockle(blocks: { square: string; owner: 'one' | 'two'; top: 'star' | 'cross' | 'stop' }[]): BoardView {
  return {
    game: 'deblockle',
    blocks: blocks.map((b) => ({ ...b, north: 'x', east: 'slider', south: 'hoops', west: 'stop' })),
    removed: [0, 0],
    blocks_per_side: [2, 2],
    stars: [
      { square: 'd6', goal_of: 'one' },
      { square: 'd2', goal_of: 'two' },
    ],
  };
}

afterEach(() => setLang('en'));

describe('moveAnnouncement', () => {
  const before = gameView({ board: gobblet({ b3: [W(2)] }), moves: ['2b3'], side_to_move: 'two' });
  const gobble = gameView({
    seats: [{ kind: 'person' }, { kind: 'ai', level: 3 }],
    board: gobblet({ b3: [W(2), B(4)] }),
    moves: ['2b3', '4b3'],
    last_move: move({ text: '4b3', from: { kind: 'reserve', size: 4 }, to: 'b3', capture: true }),
    side_to_move: 'one',
  });

  it('says who moved what where, and what it gobbled, in each language', () => {
    expect(moveAnnouncement(before, gobble)).toBe('Level 3: size 4 from the external stacks to b3, gobbling White size 2');
    setLang('uk');
    expect(moveAnnouncement(before, gobble)).toBe('Рівень 3: розмір 4 із зовнішніх стопок на b3, проковтнувши Білі (розмір 2)');
    setLang('fr');
    expect(moveAnnouncement(before, gobble)).toBe('Niveau 3\u00a0: taille 4 des piles extérieures en b3, en gobant Blancs taille 2');
    setLang('es');
    expect(moveAnnouncement(before, gobble)).toBe('Nivel 3: tamaño 4 de las pilas externas a b3, engullendo Blancas tamaño 2');
  });

  it('says the person’s own move as theirs, a board move from square to square', () => {
    const mine = gameView({
      seats: [{ kind: 'person' }, { kind: 'ai', level: 2 }],
      board: gobblet({ c3: [W(2)] }),
      moves: ['2b3', 'b3-c3'],
      last_move: move({ text: 'b3-c3', from: { kind: 'square', square: 'b3' }, to: 'c3' }),
      side_to_move: 'two',
    });
    expect(moveAnnouncement(before, mine)).toBe('You: b3 to c3');
    setLang('it');
    expect(moveAnnouncement(before, mine)).toBe('Tu: da b3 a c3');
  });

  it('says nothing when no move was played (opening a game, an undo)', () => {
    expect(moveAnnouncement(null, gobble)).toBeNull();
    expect(moveAnnouncement(gobble, before)).toBeNull();
    expect(moveAnnouncement(gobble, { ...gobble })).toBeNull();
  });

  it('says a new line of three once, and the result at the end', () => {
    const two = gameView({ board: gobblet({ a1: [W(4)], b1: [W(4)], a2: [B(4)] }), moves: ['4a1', '4a2', '4b1'], side_to_move: 'two' });
    const three = gameView({
      board: gobblet({ a1: [W(4)], b1: [W(4)], c1: [W(3)], a2: [B(4)] }),
      moves: ['4a1', '4a2', '4b1', '4b2', '3c1'],
      last_move: move({ text: '3c1', from: { kind: 'reserve', size: 3 }, to: 'c1' }),
      side_to_move: 'two',
    });
    expect(moveAnnouncement(two, three)).toBe('White: size 3 from the external stacks to c1. White: three in a line, a1, b1, c1');
    const next = { ...three, moves: [...three.moves, '4d4'], last_move: move({ text: '4d4', from: { kind: 'reserve', size: 4 }, to: 'd4' }), board: gobblet({ a1: [W(4)], b1: [W(4)], c1: [W(3)], a2: [B(4)], d4: [B(4)] }) };
    expect(moveAnnouncement(three, next)).toBe('Black: size 4 from the external stacks to d4');
    const won = {
      ...three,
      moves: [...next.moves, '3d1'],
      last_move: move({ text: '3d1', from: { kind: 'reserve', size: 3 }, to: 'd1' }),
      board: gobblet({ a1: [W(4)], b1: [W(4)], c1: [W(3)], d1: [W(3)], a2: [B(4)], d4: [B(4)] }),
      outcome: { winner: 'one' as const, reason: 'line-of-four' },
    };
    expect(moveAnnouncement(next, won)).toBe('White: size 3 from the external stacks to d1. White wins by a line of four');
  });

  it('says a Deblockle tip and hop, a block taken off and a pass with the faces’ names', () => {
    const start = gameView({ game: 'deblockle', board: deblockle([{ square: 'c1', owner: 'one', top: 'star' }]), moves: [] });
    const hop = gameView({
      game: 'deblockle',
      board: deblockle([{ square: 'e3', owner: 'one', top: 'cross' }]),
      moves: ['c1^n-e3'],
      last_move: move({ text: 'c1^n-e3', from: { kind: 'square', square: 'c1' }, tip: 'c2', face: 'cross', to: 'e3' }),
      side_to_move: 'two',
    });
    expect(moveAnnouncement(start, hop)).toBe('Gold: c1 tipped onto c2, Cross on top, hop to e3');
    setLang('uk');
    expect(moveAnnouncement(start, hop)).toBe('Золоті: c1 перекинуто на c2, Хрест згори, стрибок на e3');
    setLang('ms');
    expect(moveAnnouncement(start, hop)).toBe('Emas: c1 dijungkirkan ke c2, Silang di atas, lompat ke e3');
    setLang('en');
    const off = gameView({
      game: 'deblockle',
      board: deblockle([]),
      moves: ['c1^n-e3', 'd7^s'],
      last_move: move({ text: 'd7^s', from: { kind: 'square', square: 'd7' }, tip: 'd6', face: 'star', to: null, capture: true }),
      side_to_move: 'two',
    });
    expect(moveAnnouncement(hop, off)).toBe('Gold: d7 tipped onto d6, Star on top, block taken off');
    const pass = gameView({ game: 'deblockle', board: deblockle([]), moves: ['c1^n-e3', 'd7^s', 'pass'], last_move: move({ text: 'pass' }), side_to_move: 'one' });
    expect(moveAnnouncement(off, pass)).toBe('Blue: Deblockle’d, passes');
  });
});

describe('shownMoveAnnouncement', () => {
  it('says the move that led to the board shown, by the side that played it (a puzzle’s reply, a review step)', () => {
    const names = ['White', 'Black'] as const;
    const reply = move({ text: 'c4-c3', from: { kind: 'square', square: 'c4' }, to: 'c3' });
    expect(shownMoveAnnouncement(gobblet({ c3: [B(3)] }), reply, 'one', names)).toBe('Black: c4 to c3');
    const gobbling = move({ text: '4b3', from: { kind: 'reserve', size: 4 }, to: 'b3', capture: true });
    expect(shownMoveAnnouncement(gobblet({ b3: [B(2), W(4)] }), gobbling, 'two', names)).toBe('White: size 4 from the external stacks to b3, gobbling Black size 2');
    setLang('uk');
    expect(shownMoveAnnouncement(gobblet({ c3: [B(3)] }), reply, 'one', ['Білі', 'Чорні'])).toBe('Чорні: c4 на c3');
  });
});

describe('moverOf', () => {
  it('reads the mover from the board after the move, not from whose turn it is', () => {
    // A winning move leaves the side to move as it was: the piece on d1 tells who moved.
    expect(moverOf(gobblet({ d1: [B(1), W(3)] }), move({ to: 'd1' }), 'one')).toBe('one');
    expect(moverOf(deblockle([]), move({ tip: 'd2', to: null }), 'two')).toBe('two');
    expect(moverOf(deblockle([]), move({}), 'one')).toBe('two');
  });
});

describe('linesOfThree', () => {
  it('finds rows, files and diagonals with three of one side on top', () => {
    const board = gobblet({ a1: [W(1)], b2: [B(1), W(4)], c3: [W(2)], d1: [B(4)], d2: [B(3)], d3: [B(2)], d4: [W(4)] });
    const lines = linesOfThree(board as Extract<BoardView, { game: 'gobblet' }>);
    expect(lines).toContainEqual({ side: 'two', squares: ['d1', 'd2', 'd3'] });
    // a1 b2 c3 d4 is four, not three: a win, not a line of three.
    expect(lines.some((l) => l.squares.includes('a1'))).toBe(false);
  });
});

describe('hintAnnouncement', () => {
  it('says the hinted move and the verdict', () => {
    const view = gameView({ board: gobblet({ b3: [B(1)] }) });
    const text = hintAnnouncement(view, { mv: move({ from: { kind: 'reserve', size: 4 }, to: 'b3', capture: true }), verdict: { kind: 'better' } });
    expect(text).toBe('Hint: size 4 from the external stacks to b3, gobbling Black size 1. You stand better.');
  });

  it('gives the hint box the same move in words, in each language', () => {
    const view = gameView({ board: gobblet({ b3: [B(1)] }) });
    const hint = { mv: move({ text: '4b3', from: { kind: 'reserve', size: 4 }, to: 'b3', capture: true }), verdict: { kind: 'better' } } as const;
    expect(hintMoveWords(view, hint)).toBe('size 4 from the external stacks to b3, gobbling Black size 1');
    setLang('uk');
    expect(hintMoveWords(view, hint)).toBe('розмір 4 із зовнішніх стопок на b3, проковтнувши Чорні (розмір 1)');
    setLang('en');
    // Deblockle's tip and hop: the block, the square it tips onto, the face on top, the hop.
    const d = gameView({ game: 'deblockle', board: deblockle([{ square: 'c3', owner: 'one', top: 'stop' }]) });
    const tip = { mv: move({ text: 'c3^e', from: { kind: 'square', square: 'c3' }, tip: 'd3', face: 'stop', to: 'd3' }), verdict: { kind: 'equal' } } as const;
    expect(hintMoveWords(d, tip)).toBe('c3 tipped onto d3, Stop on top');
  });
});

describe('the lines of a Gobblet board', () => {
  it('finds a line of four and the square that completes a line of three', () => {
    const board = gobblet({ a1: [W(4)], a2: [W(3)], a3: [W(2)], a4: [W(1)], b1: [B(2)], c1: [B(2)] });
    expect(board.game === 'gobblet' && linesOf(board, 4)).toEqual([{ side: 'one', squares: ['a1', 'a2', 'a3', 'a4'] }]);
    expect(fourthSquare(['b1', 'c1', 'd1'])).toBe('a1');
    expect(fourthSquare(['a1', 'c3', 'd4'])).toBe('b2');
    expect(fourthSquare(['a1', 'b3', 'd4'])).toBeNull();
  });
});
