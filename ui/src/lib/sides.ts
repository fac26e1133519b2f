// How players and results of saved games are written, in the current language.
import { t, type Key } from './i18n/index.svelte';
import type { Controller, GameKind, SavedSide, SavedState, Seat } from './ipc';

/** The names the app gives people who have not given theirs (src-tauri's autosave stores
 * exactly these): the person against the computer, and seats one and two between two
 * people. They are shown in the chosen language, never as stored. */
export const DEFAULT_NAMES: Readonly<Record<string, Key>> = {
  'Player': 'player.you',
  'Player one': 'seat.other.one',
  'Player two': 'seat.other.two',
};

/** A person's name (a default one in the chosen language). */
export function personName(name: string): string {
  const key = DEFAULT_NAMES[name];
  return key ? t(key) : name;
}

/** A person's name, or the computer by its level: "Level 3". */
export function sideName(side: SavedSide): string {
  return side.type === 'ai' ? t('side.ai', { level: side.level }) : personName(side.name);
}

/** A saved game's seats as every screen names them: the seat's colour (White, Black, Gold,
 * Blue) and who played it — "You", "Level 2", a person's name — or the colour alone for the
 * two people of a pass-and-play game who gave no name. */
export function seatedSides(kind: GameKind, one: SavedSide, two: SavedSide): { seat: string; who: string | null }[] {
  const who = (side: SavedSide) =>
    side.type === 'person' && (side.name === 'Player one' || side.name === 'Player two') ? null : sideName(side);
  return [
    { seat: t(`seat.${kind}.one`), who: who(one) },
    { seat: t(`seat.${kind}.two`), who: who(two) },
  ];
}

/** The seats in one line: "White: You · Black: Level 2", "Gold · Blue". */
export function sidesLine(kind: GameKind, one: SavedSide, two: SavedSide): string {
  return seatedSides(kind, one, two)
    .map((s) => (s.who === null ? s.seat : t('saved.seat', { seat: s.seat, who: s.who })))
    .join(' · ');
}

/** The game's name. */
export function gameName(kind: GameKind): string {
  return t(`game.${kind}`);
}

/** "In progress", "White won (a line of four)", "Draw (agreement)", "Damaged — …". */
export function stateText(kind: GameKind, state: SavedState): string {
  switch (state.state) {
    case 'playing':
      return t('saved.playing');
    case 'damaged':
      return t('saved.damaged', { reason: state.reason });
    case 'finished': {
      const reason = reasonText(state.result.reason);
      if (!state.result.winner) return t('saved.draw', { reason });
      return t('saved.won', { side: t(`seat.${kind}.${state.result.winner}`), reason });
    }
  }
}

/** The seat of "you" in a game against the computer: the one person in it, playing under the
 * name the app gives the person against the computer; null between two people, or for a
 * person who gave a name (an imported game: "Anna", not "You"). */
export function yourSeat(one: SavedSide, two: SavedSide): Seat | null {
  const you = (side: SavedSide) => side.type === 'person' && side.name === 'Player';
  if (you(one) && two.type === 'ai') return 'one';
  if (you(two) && one.type === 'ai') return 'two';
  return null;
}

/** The seat of the person in a game in play against the computer (the game screen's seats). */
export function yourSeatIn(seats: readonly [Controller, Controller]): Seat | null {
  const [one, two] = seats;
  if (one.kind === 'person' && two.kind === 'ai') return 'one';
  if (two.kind === 'person' && one.kind === 'ai') return 'two';
  return null;
}

/** How many of `plies` moves "you" made, given the side to move after them: the moves
 * alternate, and the side to move did not make the last one. */
export function yourMoveCount(plies: number, you: Seat, sideToMove: Seat): number {
  const n = Math.max(0, Math.floor(plies));
  return sideToMove === you ? Math.floor(n / 2) : Math.ceil(n / 2);
}

/** A game's length in the person's terms: against the computer, "25 of your moves" (before
 * the person's first, "no moves of yours"); between two people (or where the side to move is
 * not known), "49 turns", one a player's move. */
export function movesText(plies: number | null, you: Seat | null, sideToMove: Seat | null | undefined): string {
  if (plies === null) return t('saved.movesUnknown');
  if (you && sideToMove) {
    const yours = yourMoveCount(plies, you, sideToMove);
    return yours === 0 ? t('saved.noMovesOfYours') : t('saved.yourMoves', { count: yours });
  }
  return t('saved.turns', { count: Math.max(0, plies) });
}

/** A saved game's state in the person's terms: against the computer "You won against Level 1
 * by a line of four", "Level 3 won by …", "Draw with Level 2 by …"; between two people the
 * winner by name, or by colour where they gave none ("White won by a line of four"). */
export function resultText(kind: GameKind, one: SavedSide, two: SavedSide, state: SavedState): string {
  if (state.state !== 'finished') return stateText(kind, state);
  const { winner } = state.result;
  const reason = reasonText(state.result.reason);
  const you = yourSeat(one, two);
  if (you) {
    const opponent = sideName(you === 'one' ? two : one);
    if (winner === null) return t('saved.drawWith', { opponent, reason });
    return winner === you ? t('saved.youWon', { opponent, reason }) : t('saved.sideWon', { side: opponent, reason });
  }
  if (winner === null) return t('saved.draw', { reason });
  const side = winner === 'one' ? one : two;
  if (side.type === 'person' && DEFAULT_NAMES[side.name]) return t('saved.won', { side: t(`seat.${kind}.${winner}`), reason });
  return t('saved.sideWon', { side: sideName(side), reason });
}

/** Why a game ended, in words (the engine's reason code itself if no catalogue has it). */
export function reasonText(reason: string): string {
  const key = `reason.${reason}`;
  return key in REASONS ? t(key as Key) : reason;
}

const REASONS: Readonly<Record<string, true>> = Object.fromEntries(
  [
    'line-of-four',
    'reveal',
    'all-blocks-removed',
    'no-legal-move',
    'touch-move-forfeit',
    'resignation',
    'threefold-repetition',
    'agreement',
    'neither-can-move',
    'turn-limit',
  ].map((r) => [`reason.${r}`, true]),
);
