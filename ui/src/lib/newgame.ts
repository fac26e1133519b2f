// The new-game form's values and the request they make (checked again in Rust).
import type { Controller, FaceName, NewGame, Seat } from './ipc';
import { GAMES, type GameKind } from './games';
import { LEVELS, type Level } from './levels';

/** What the new-game screen lets a person choose. */
export interface NewGameForm {
  game: GameKind;
  /** A person on this device, or the computer. */
  opponent: 'person' | 'ai';
  /** The computer's level when it plays. */
  aiLevel: AiLevel;
  /** The seat the person takes against the computer. */
  personSeat: Seat;
  /** Who starts: a seat, or the winner of the last game between these players. */
  first: Seat | 'last';
  /** Gobblet: external stacks per side; Deblockle: blocks per side. */
  handicap: [number, number];
  touchMove: boolean;
  noAdjacent: boolean;
  setup: 'standard' | 'quick' | 'classic';
  /** Between two people: the names they give their sides, seat one first ('' for none). */
  names: [string, string];
}

/** The classic setup as made on the arranging screen: each side's roll, and where and how
 * the opponent placed each rolled block. */
export interface ClassicSetup {
  rolls: [FaceName[], FaceName[]];
  squares: [number[], number[]];
  rotations: [number[], number[]];
}

/** A level of the computer player. */
export type AiLevel = Level;

/** What the settings choose for new games. */
export interface FormDefaults {
  /** Gobblet's touch-move rule on or off. */
  touchMove: boolean;
  /** The computer's level (clamped to 1–5). */
  aiLevel: number;
}

/** The defaults before the settings are known (the same as Rust's Settings::default). */
export const FORM_DEFAULTS: FormDefaults = { touchMove: false, aiLevel: 3 };

/** The form as it opens for `game`: pass-and-play, seat one first, the full game, with the
 * settings' touch-move rule and computer level. */
export function defaultForm(game: GameKind, defaults: FormDefaults = FORM_DEFAULTS): NewGameForm {
  return {
    game,
    opponent: 'person',
    aiLevel: clampLevel(defaults.aiLevel),
    personSeat: 'one',
    first: 'one',
    handicap: [GAMES[game].pieces, GAMES[game].pieces],
    touchMove: defaults.touchMove,
    noAdjacent: false,
    setup: 'quick',
    names: ['', ''],
  };
}

/** The names to send with the request: between two people, each given name trimmed (null
 * for none); against the computer none (its bar says "You"). */
export function namesOf(form: NewGameForm): [string | null, string | null] | null {
  if (form.opponent !== 'person') return null;
  const name = (n: string) => (n.trim() === '' ? null : n.trim());
  return [name(form.names[0]), name(form.names[1])];
}

/** Who plays each seat. */
export function seatsOf(form: NewGameForm): [Controller, Controller] {
  if (form.opponent === 'person') return [{ kind: 'person' }, { kind: 'person' }];
  const ai: Controller = { kind: 'ai', level: form.aiLevel };
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

/** `level` as a level of the computer: rounded into the levels' range. */
export function clampLevel(level: number): AiLevel {
  const n = Math.round(Number.isFinite(level) ? level : FORM_DEFAULTS.aiLevel);
  return Math.min(LEVELS[LEVELS.length - 1] ?? n, Math.max(LEVELS[0] ?? n, n)) as AiLevel;
}

function requireClassic(classic: ClassicSetup | null): ClassicSetup {
  if (!classic) throw new Error('the classic setup needs the roll and the arrangement');
  return classic;
}
