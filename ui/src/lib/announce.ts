// What the board screens' live region says, in the chosen language: each move by either
// side in the games' own words ("Level 3: a4 to b3, gobbling White size 2"; "Blue: c7
// tipped onto c6, Cross on top, hop to c5"), a Gobblet line of three, the result and a hint.
// Read from the views Rust sent: the move, the board after it, the outcome (no rules here).
import type { BoardView, GameView, GobbletBoard, HintView, MoveView, Seat } from './ipc';
import { t } from './i18n/index.svelte';
import { faceName, seatName, status, verdictText } from './game';
import { gobbletIndex } from './board/geometry';
import { levelOf, other, playerName } from './play/players';

/** A move in words, without who played it; `board` is the position after it, and `names`
 * the sides' names (seat one first) for a piece it gobbles. */
export function moveWords(board: BoardView, mv: MoveView, names: readonly [string, string]): string {
  if (board.game === 'gobblet') {
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
    const piece = t('gobblet.small', { side: names[under.owner === 'one' ? 0 : 1], size: under.size });
    return t('say.g.gobble', { move: base, piece });
  }
  if (mv.from.kind === 'pass') return t('say.d.pass');
  const from = mv.from.kind === 'square' ? mv.from.square : '';
  const tip = mv.tip ?? '';
  const face = faceName(mv.face);
  if (mv.to === null) return t('say.d.off', { from, tip, face });
  if (mv.to === tip) return t('say.d.stay', { from, tip, face });
  return t('say.d.hop', { from, tip, face, to: mv.to });
}

/** The side that played `mv`, read from the board after it: a Gobblet piece's owner on its
 * square; a Deblockle block's on its square, or, taken off, the side whose goal star it was
 * tipped onto; a pass (or anything else), the side not to move now. */
export function moverOf(board: BoardView, mv: MoveView, sideToMove: Seat): Seat {
  if (board.game === 'gobblet' && mv.to) {
    const stack = board.squares[gobbletIndex(mv.to)] ?? [];
    const top = stack[stack.length - 1];
    if (top) return top.owner;
  }
  if (board.game === 'deblockle') {
    if (mv.to) {
      const block = board.blocks.find((b) => b.square === mv.to);
      if (block) return block.owner;
    } else if (mv.tip) {
      const star = board.stars.find((s) => s.square === mv.tip);
      if (star) return star.goal_of;
    }
  }
  return other(sideToMove);
}

/** The Gobblet lines (rows, files, diagonals) in which one side shows three pieces on top
 * and the fourth square does not show its piece: each side's line of three, squares named. */
export function linesOfThree(board: GobbletBoard): { side: Seat; squares: string[] }[] {
  const files = 'abcd';
  const lines: string[][] = [];
  for (let r = 1; r <= 4; r++) lines.push([...files].map((f) => `${f}${r}`));
  for (const f of files) lines.push([1, 2, 3, 4].map((r) => `${f}${r}`));
  lines.push([...files].map((f, i) => `${f}${i + 1}`));
  lines.push([...files].map((f, i) => `${f}${4 - i}`));
  const topOf = (square: string) => {
    const stack = board.squares[gobbletIndex(square)] ?? [];
    return stack[stack.length - 1]?.owner ?? null;
  };
  const found: { side: Seat; squares: string[] }[] = [];
  for (const line of lines) {
    for (const side of ['one', 'two'] as const) {
      const mine = line.filter((sq) => topOf(sq) === side);
      if (mine.length === 3) found.push({ side, squares: mine });
    }
  }
  return found;
}

/** Who played a move, as short as a listener needs it: "Level 3", "You", "Anna", "White". */
export function whoPlayed(view: GameView, seat: Seat): string {
  const level = levelOf(view, seat);
  return level === null ? playerName(view, seat) : t('side.ai', { level });
}

/** What the live region says when the game goes from `before` to `after`: the move just
 * played (by either side) and, in Gobblet, each new line of three it makes, or the result when
 * the game ended; `null` when nothing was played (a view opened, an undo, a thinking turn). */
export function moveAnnouncement(before: GameView | null, after: GameView): string | null {
  if (!before) return null;
  const parts: string[] = [];
  const played = after.moves.length > before.moves.length && after.last_move !== null;
  if (played && after.last_move) {
    const names = [seatName(after, 'one'), seatName(after, 'two')] as const;
    const mover = moverOf(after.board, after.last_move, after.side_to_move);
    parts.push(t('say.move', { who: whoPlayed(after, mover), move: moveWords(after.board, after.last_move, names) }));
  }
  if (after.outcome && !before.outcome) {
    parts.push(status(after));
  } else if (played && after.board.game === 'gobblet') {
    // A line of three is said once, when it appears (not again after every move).
    const key = (l: { side: Seat; squares: string[] }) => `${l.side}:${l.squares.join()}`;
    const had = new Set(before.board.game === 'gobblet' ? linesOfThree(before.board).map(key) : []);
    for (const line of linesOfThree(after.board).filter((l) => !had.has(key(l)))) {
      parts.push(t('say.g.three', { side: seatName(after, line.side), squares: line.squares.join(', ') }));
    }
  }
  return parts.length ? parts.join('. ') : null;
}

/** A hint in words: the move and how the game stands. */
export function hintAnnouncement(view: GameView, hint: HintView): string {
  const names = [seatName(view, 'one'), seatName(view, 'two')] as const;
  // The hint's move is not played: a gobble is read on the board as it is, the piece on top.
  const board = view.board;
  let move: string;
  if (board.game === 'gobblet' && hint.mv.capture && hint.mv.to) {
    const stack = board.squares[gobbletIndex(hint.mv.to)] ?? [];
    const top = stack[stack.length - 1];
    const base = moveWords(board, { ...hint.mv, capture: false }, names);
    move = top ? t('say.g.gobble', { move: base, piece: t('gobblet.small', { side: names[top.owner === 'one' ? 0 : 1], size: top.size }) }) : base;
  } else {
    move = moveWords(board, hint.mv, names);
  }
  return t('say.hint', { move, verdict: verdictText(hint.verdict) });
}

/** What a board screen without a game of its own (a puzzle's moves and replies, the review's
 * steps) says for the move that led to the board shown: "Black: c4 to c3". `names` are the
 * sides' names, seat one first; `sideToMove` is the side to move on `board`. */
export function shownMoveAnnouncement(board: BoardView, mv: MoveView, sideToMove: Seat, names: readonly [string, string]): string {
  const mover = moverOf(board, mv, sideToMove);
  return t('say.move', { who: names[mover === 'one' ? 0 : 1], move: moveWords(board, mv, names) });
}
