// How players and results of saved games are written, in the current language.
import { t, type Key } from './i18n/index.svelte';
import type { GameKind, SavedSide, SavedState } from './ipc';

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
