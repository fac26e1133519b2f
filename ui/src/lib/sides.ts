// How players and results of saved games are written, in the current language.
import { t, type Key } from './i18n/index.svelte';
import type { SavedSide, SavedState } from './ipc';

/** A person's name, or "Computer, level 3". */
export function sideName(side: SavedSide): string {
  return side.type === 'ai' ? t('side.ai', { level: side.level }) : side.name;
}

/** The game's name. */
export function gameName(kind: string): string {
  return kind === 'gobblet' || kind === 'deblockle' ? t(`game.${kind}`) : kind;
}

/** "In progress", "White won (a line of four)", "Draw (agreement)", "Damaged — …". */
export function stateText(kind: string, state: SavedState): string {
  switch (state.state) {
    case 'playing':
      return t('saved.playing');
    case 'damaged':
      return t('saved.damaged', { reason: state.reason });
    case 'finished': {
      const reasonKey = `reason.${state.result.reason}` as Key;
      const reason = reasonKey in REASONS ? t(reasonKey) : state.result.reason;
      if (!state.result.winner) return t('saved.draw', { reason });
      const game = kind === 'deblockle' ? 'deblockle' : 'gobblet';
      return t('saved.won', { side: t(`seat.${game}.${state.result.winner}`), reason });
    }
  }
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
