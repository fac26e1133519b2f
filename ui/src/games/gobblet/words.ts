// Gobblet's words (its module's `words`, said by lib/announce): a move ("a4 to b3, gobbling
// White size 2"), who played it, and each new line of three — read from the board Rust sent.
import type { GobbletBoard, MoveView, Seat } from '../../lib/ipc';
import { t } from '../../lib/i18n/index.svelte';
import { gobbletIndex } from '../../lib/board/geometry';
import type { GameWords } from '../module';
import { linesOfThree, type Line } from './lines';

/** The piece on top of `square`, or none. */
function topOf(board: GobbletBoard, square: string) {
  const stack = board.squares[gobbletIndex(square)] ?? [];
  return stack[stack.length - 1] ?? null;
}

/** "White size 2": a piece named by its side's name and its size. */
function pieceName(piece: { owner: Seat; size: number }, names: readonly [string, string]): string {
  return t('gobblet.small', { side: names[piece.owner === 'one' ? 0 : 1], size: piece.size });
}

/** A move in words, read on the board after it. */
function moveWords(board: GobbletBoard, mv: MoveView, names: readonly [string, string]): string {
  const to = mv.to ?? '';
  const base =
    mv.from.kind === 'reserve'
      ? t('say.g.enter', { size: mv.from.size, to })
      : mv.from.kind === 'square'
        ? t('say.g.move', { from: mv.from.square, to })
        : to;
  if (!mv.capture) return base;
  // The gobbled piece is the one right under the piece that moved.
  const stack = board.squares[gobbletIndex(to)] ?? [];
  const under = stack[stack.length - 2];
  if (!under) return base;
  return t('say.g.gobble', { move: base, piece: pieceName(under, names) });
}

export const words: GameWords<GobbletBoard> = {
  move: moveWords,

  planned(board, mv, names) {
    if (!mv.capture || !mv.to) return moveWords(board, mv, names);
    // Read before the move: the piece it gobbles is the one on top of its square now.
    const top = topOf(board, mv.to);
    const base = moveWords(board, { ...mv, capture: false }, names);
    return top ? t('say.g.gobble', { move: base, piece: pieceName(top, names) }) : base;
  },

  mover(board, mv: MoveView) {
    return mv.to ? (topOf(board, mv.to)?.owner ?? null) : null;
  },

  news(before, after, side) {
    // A line of three is said once, when it appears (not again after every move).
    const key = (l: Line) => `${l.side}:${l.squares.join()}`;
    const had = new Set(before ? linesOfThree(before).map(key) : []);
    return linesOfThree(after)
      .filter((l) => !had.has(key(l)))
      .map((l) => t('say.g.three', { side: side(l.side), squares: l.squares.join(', ') }));
  },
};
