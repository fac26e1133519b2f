// The new-game form's values and the request they make (checked again in Rust).
import type { Controller, NewGame, Seat } from './ipc';
import type { GameKind } from './nav.svelte';

/** What the new-game screen lets a person choose. */
export interface NewGameForm {
  game: GameKind;
  /** 'person', or the computer's level 1–5. */
  opponent: 'person' | 1 | 2 | 3 | 4 | 5;
  /** The seat the person takes against the computer. */
  personSeat: Seat;
  /** Who starts: a seat, or the winner of the last game between these players. */
  first: Seat | 'last';
  /** Gobblet: external stacks per side; Deblockle: blocks per side. */
  handicap: [number, number];
  touchMove: boolean;
  noAdjacent: boolean;
  setup: 'standard' | 'quick' | 'classic';
}

/** The classic setup as made on the arranging screen: each side's roll, and where and how
 * the opponent placed each rolled block. */
export interface ClassicSetup {
  rolls: [string[], string[]];
  squares: [number[], number[]];
  rotations: [number[], number[]];
}

/** The form as it opens for `game`: pass-and-play, seat one first, the full game. */
export function defaultForm(game: GameKind): NewGameForm {
  return {
    game,
    opponent: 'person',
    personSeat: 'one',
    first: 'one',
    handicap: game === 'gobblet' ? [3, 3] : [4, 4],
    touchMove: true,
    noAdjacent: false,
    setup: 'quick',
  };
}

/** Who plays each seat. */
export function seatsOf(form: NewGameForm): [Controller, Controller] {
  if (form.opponent === 'person') return [{ kind: 'person' }, { kind: 'person' }];
  const ai: Controller = { kind: 'ai', level: form.opponent };
  return form.personSeat === 'one' ? [{ kind: 'person' }, ai] : [ai, { kind: 'person' }];
}

/** Who starts: the chosen seat, or the last game's winner (seat one when there is none). */
export function firstSeat(form: NewGameForm, lastWinner: Seat | null): Seat {
  return form.first === 'last' ? (lastWinner ?? 'one') : form.first;
}

/** The request for Rust; `lastWinner` is the seat of the last game's winner, if any. */
export function toRequest(form: NewGameForm, lastWinner: Seat | null = null, classic: ClassicSetup | null = null): NewGame {
  const seats = seatsOf(form);
  const first = firstSeat(form, lastWinner);
  if (form.game === 'gobblet') {
    return { game: 'gobblet', seats, first, stacks: form.handicap, touch_move: form.touchMove };
  }
  return {
    game: 'deblockle',
    seats,
    first,
    blocks: form.handicap,
    no_adjacent: form.noAdjacent,
    setup: form.setup === 'classic' ? { classic: requireClassic(classic) } : form.setup,
  };
}

function requireClassic(classic: ClassicSetup | null): ClassicSetup {
  if (!classic) throw new Error('the classic setup needs the roll and the arrangement');
  return classic;
}
