// Why a Gobblet puzzle's solution works (its module's `puzzles`, said by lib/puzzles): each
// line of three of the opponent's a move blocks, two lines of three at once, and the line of
// four it ends on — read from the attempt's boards.
import type { GobbletBoard } from '../../lib/ipc';
import { t } from '../../lib/i18n/index.svelte';
import { other } from '../../lib/play/players';
import type { PuzzleWords } from '../module';
import { fourthSquare, linesOf, linesOfThree } from './lines';

export const puzzles: PuzzleWords<GobbletBoard> = {
  why({ before, after, move, words, last, solver, side }) {
    const opponent = other(solver);
    const why: string[] = [];
    // A line of three of the opponent's that the move blocks: on its fourth square, or by
    // gobbling one of its three.
    const key = (l: { squares: string[] }) => l.squares.join();
    const still = new Set(linesOfThree(after).filter((l) => l.side === opponent).map(key));
    const blocks = (l: { squares: string[] }) => !still.has(key(l)) || (move?.to != null && fourthSquare(l.squares) === move.to);
    for (const l of linesOfThree(before).filter((l) => l.side === opponent && blocks(l))) {
      why.push(t('puzzles.why.block', { move: words, side: side(opponent), squares: l.squares.join(', ') }));
    }
    // Two lines of three at once (not on the winning move itself).
    const threes = linesOfThree(after).filter((l) => l.side === solver);
    if (!last && threes.length >= 2) {
      why.push(t('puzzles.why.double', { move: words, side: side(opponent), lines: threes.map((l) => l.squares.join(', ')).join('; ') }));
    }
    return why;
  },

  end(board, _lastMove, solver, side) {
    const four = linesOf(board, 4).find((l) => l.side === solver);
    return four ? t('puzzles.why.four', { side: side(solver), squares: four.squares.join(', ') }) : null;
  },
};
