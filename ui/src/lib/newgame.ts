// The new-game form's values and the request they make (checked again in Rust). What a game
// adds to the form — its count of pieces, its own choices, its request — is its module's
// `newGame` (ui/src/games/<game>/new-game.ts).
import type { Controller, NewGame, Seat } from './ipc';
import { GAMES, type GameKind } from './games';
import type { BaseRequest, FormDefaults, GameOptions } from '../games/module';
import { LEVELS, type Level } from './levels';

export type { FormDefaults, GameOptions };

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
  /** The game's pieces per side (Gobblet: external stacks; Deblockle: blocks). */
  handicap: [number, number];
  /** The game's own choices (its module's `newGame.choices`: Gobblet's touch-move rule,
   * Deblockle's variant and setup), by key. */
  options: GameOptions;
  /** Between two people: the names they give their sides, seat one first ('' for none). */
  names: [string, string];
}

/** A level of the computer player. */
export type AiLevel = Level;

/** The defaults before the settings are known (the same as Rust's Settings::default). */
export const FORM_DEFAULTS: FormDefaults = { touchMove: false, aiLevel: 3 };

/** The form as it opens for `game`: pass-and-play, seat one first, the full game, the
 * game's own choices as they start (Gobblet's touch-move rule the settings'), the settings'
 * computer level. */
export function defaultForm(game: GameKind, defaults: FormDefaults = FORM_DEFAULTS): NewGameForm {
  const parts = GAMES[game].newGame;
  return {
    game,
    opponent: 'person',
    aiLevel: clampLevel(defaults.aiLevel),
    personSeat: 'one',
    first: 'one',
    handicap: [parts.pieces, parts.pieces],
    options: Object.fromEntries(parts.choices.map((c) => [c.key, c.initial(defaults)])),
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

/** What every game's request holds; `lastWinner` is the seat of the last game's winner, if
 * any. */
export function baseRequest(form: NewGameForm, lastWinner: Seat | null = null): BaseRequest {
  return { seats: seatsOf(form), first: firstSeat(form, lastWinner), handicap: [form.handicap[0], form.handicap[1]] };
}

/** The request for Rust (a game whose options ask for a step before it starts, as
 * Deblockle's classic setup, makes it in that step: its module's `newGame.step`). */
export function toRequest(form: NewGameForm, lastWinner: Seat | null = null): NewGame {
  return GAMES[form.game].newGame.request(baseRequest(form, lastWinner), form.options);
}

/** `level` as a level of the computer: rounded into the levels' range. */
export function clampLevel(level: number): AiLevel {
  const n = Math.round(Number.isFinite(level) ? level : FORM_DEFAULTS.aiLevel);
  return Math.min(LEVELS[LEVELS.length - 1] ?? n, Math.max(LEVELS[0] ?? n, n)) as AiLevel;
}

/** Where the new-game screen keeps a game's last choices, on this device (`<prefix><game>`):
 * each game its own, so that Gobblet against level 4 and Deblockle between two people both
 * come back as they were left. The names two people gave are not kept: the next two at the
 * device may be others. */
export const LAST_CHOICES_PREFIX = 'tipgobble.new-game.';

const SEATS: readonly string[] = ['one', 'two'];

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
  const parts = GAMES[game].newGame;
  const pieces = parts.pieces;
  const handicap = v['handicap'];
  if (
    Array.isArray(handicap) &&
    handicap.length === 2 &&
    handicap.every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= pieces)
  ) {
    form.handicap = [handicap[0] as number, handicap[1] as number];
  }
  // The game's own choices: each kept value one of the choice's.
  for (const choice of parts.choices) {
    const kept = v[choice.key];
    const option = choice.options.find((o) => o.value === kept);
    if (option) form.options[choice.key] = option.value;
  }
  return form;
}

/** A form's choices as the text kept for its game (not the game itself, nor the names): the
 * game's own beside the others, each under its key. */
export function choicesText(form: NewGameForm): string {
  const { opponent, aiLevel, personSeat, first, handicap, options } = form;
  return JSON.stringify({ opponent, aiLevel, personSeat, first, handicap, ...options });
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
