// The computer's five levels as a person reads them: a short name and one line each.
import { t } from './i18n/index.svelte';
import { AI_LEVELS } from './generated/defaults';

/** The levels, easiest first (generated from the AI's levels). */
export const LEVELS = AI_LEVELS;

/** A level of the computer player. */
export type Level = (typeof LEVELS)[number];

/** "3 · Intermediate" (the level's number and its name). */
export function levelLabel(level: number): string {
  const known = asLevel(level);
  return known === null ? String(level) : t('level.label', { level: known, name: t(`level.${known}.name`) });
}

/** The level's one line: how it plays ("makes mistakes on purpose"). */
export function levelLine(level: number): string {
  const known = asLevel(level);
  return known === null ? '' : t(`level.${known}.line`);
}

function asLevel(level: number): Level | null {
  return (LEVELS as readonly number[]).includes(level) ? (level as Level) : null;
}
