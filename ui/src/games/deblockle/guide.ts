// Deblockle's words for a new player (its module's `guide`, asked by lib/play/guide and shown
// by its board in the feedback's first lines): before a side's first move, which blocks are
// theirs, in words and colour, and how a move starts; and which star space is "your goal".
import type { GameView, Seat } from '../../lib/ipc';
import { t } from '../../lib/i18n/index.svelte';
import { isPassAndPlay, personSeat } from '../../lib/game';
import type { Guide } from '../module';

export const guide: Guide = {
  addressed(view: GameView): Seat | null {
    const me = personSeat(view);
    if (me !== null) return me;
    return isPassAndPlay(view) ? view.side_to_move : null;
  },

  firstMove(view: GameView): string | null {
    if (view.outcome) return null;
    const seat = view.side_to_move;
    if (view.seats[seat === 'one' ? 0 : 1].kind !== 'person') return null;
    // Every ply alternates (a pass too): the side to move last moved two plies ago.
    if (view.moves.length >= 2) return null;
    if (!view.legal.some((m) => m.tip !== null)) return null;
    return t(seat === 'one' ? 'deblockle.firstMove.one' : 'deblockle.firstMove.two');
  },
};
