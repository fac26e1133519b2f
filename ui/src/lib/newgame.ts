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

/** Where the new-game screen keeps a game's last choices, on this device (`<prefix><game>`):
 * each game its own, so that Gobblet against level 4 and Deblockle between two people both
 * come back as they were left. The names two people gave are not kept: the next two at the
 * device may be others. */
export const LAST_CHOICES_PREFIX = 'tipgobble.new-game.';

const SEATS: readonly string[] = ['one', 'two'];
const SETUPS: readonly string[] = ['standard', 'quick', 'classic'];

/** The form as it opens for `game`: its last choices as `stored` holds them (JSON, as
 * `choicesText` writes it), each one checked on its own — a value that is missing, of the
 * wrong kind or out of range (a damaged or older entry) gives the default for that choice
 * alone, and text that is not JSON gives the defaults. */
export function rememberedForm(game: GameKind, defaults: FormDefaults, stored: string | null): NewGameForm {
  const form = defaultForm(game, defaults);
  if (!stored) return form;
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return form;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return form;
  const v = raw as Record<string, unknown>;
  if (v['opponent'] === 'person' || v['opponent'] === 'ai') form.opponent = v['opponent'];
  const level = v['aiLevel'];
  if (typeof level === 'number' && Number.isInteger(level) && (LEVELS as readonly number[]).includes(level)) {
    form.aiLevel = level as AiLevel;
  }
  if (typeof v['personSeat'] === 'string' && SEATS.includes(v['personSeat'])) form.personSeat = v['personSeat'] as Seat;
  if (typeof v['first'] === 'string' && (SEATS.includes(v['first']) || v['first'] === 'last')) form.first = v['first'] as Seat | 'last';
  const pieces = GAMES[game].pieces;
  const handicap = v['handicap'];
  if (
    Array.isArray(handicap) &&
    handicap.length === 2 &&
    handicap.every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= pieces)
  ) {
    form.handicap = [handicap[0] as number, handicap[1] as number];
  }
  if (typeof v['touchMove'] === 'boolean') form.touchMove = v['touchMove'];
  if (typeof v['noAdjacent'] === 'boolean') form.noAdjacent = v['noAdjacent'];
  if (typeof v['setup'] === 'string' && SETUPS.includes(v['setup'])) form.setup = v['setup'] as NewGameForm['setup'];
  return form;
}

/** A form's choices as the text kept for its game (not the game itself, nor the names). */
export function choicesText(form: NewGameForm): string {
  const { opponent, aiLevel, personSeat, first, handicap, touchMove, noAdjacent, setup } = form;
  return JSON.stringify({ opponent, aiLevel, personSeat, first, handicap, touchMove, noAdjacent, setup });
}

/** The form for `game` as last left on this device (the defaults where nothing is kept, or
 * where the storage cannot be read). */
export function loadForm(game: GameKind, defaults: FormDefaults, storage: Pick<Storage, 'getItem'> | undefined): NewGameForm {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(LAST_CHOICES_PREFIX + game) ?? null;
  } catch {
    /* storage refused (private mode): the defaults */
  }
  return rememberedForm(game, defaults, stored);
}

/** Keeps the form's choices for its game's next new game (nothing where storage refuses). */
export function saveForm(form: NewGameForm, storage: Pick<Storage, 'setItem'> | undefined): void {
  try {
    storage?.setItem(LAST_CHOICES_PREFIX + form.game, choicesText(form));
  } catch {
    /* storage full or refused: the next new game opens with the defaults */
  }
}
