// The words of the tutorial screen, from the view Rust sends: the lesson's catalogue keys
// (checked against the English catalogue), the step counter, the note about the other
// side's reply and the feedback on the last try.
import { en, type Key } from './i18n/en';
import { t } from './i18n/index.svelte';
import type { TutorialView } from './ipc';
import { seatNameIn } from './game';
import type { GameKind } from './nav.svelte';

/** Whether `key` is a message of the catalogues. */
export function isKey(key: string): key is Key {
  return Object.hasOwn(en, key);
}

/** The text of a lesson's key in the current language (the key itself if unknown, so that a
 * missing word shows rather than hiding the step). */
export function lessonText(key: string): string {
  return isKey(key) ? t(key) : key;
}

/** "Step 2 of 6": the step shown, counted from 1 (the last one once the lesson is done). */
export function stepLabel(view: TutorialView): string {
  return t('tutorial.step', { step: Math.min(view.step + 1, view.steps), total: view.steps });
}

/** Where each step of the lesson stands: done, the one shown (`current`) or still to come
 * (`next`); every step is done once the lesson is. */
export function stepMarks(view: TutorialView): Array<'done' | 'current' | 'next'> {
  return Array.from({ length: view.steps }, (_, i) => (i < view.step ? 'done' : i === view.step ? 'current' : 'next'));
}

/** The lesson's steps by name, each with where it stands (`stepMarks`): a step's name is its
 * instruction's key with `.title` (the whole instruction where a catalogue lacks the name). */
export function stepOutline(view: TutorialView): Array<{ title: string; mark: 'done' | 'current' | 'next' }> {
  const marks = stepMarks(view);
  return view.step_keys.map((key, i) => ({ title: lessonText(isKey(`${key}.title`) ? `${key}.title` : key), mark: marks[i] ?? 'next' }));
}

/** The note that the other side has answered, or null when it has not. */
export function replyText(view: TutorialView): string | null {
  if (view.reply === null) return null;
  return t('tutorial.reply', { side: seatNameIn(view.game, view.learner === 'one' ? 'two' : 'one') });
}

/** What the last try deserves: the step's hint after a wrong move, praise after a right one. */
export function feedback(view: TutorialView): { kind: 'mistake' | 'praise'; text: string } | null {
  if (view.mistake) return { kind: 'mistake', text: `${t('tutorial.notQuite')} ${lessonText(view.mistake.hint)}` };
  if (view.advanced) return { kind: 'praise', text: t('tutorial.wellDone') };
  return null;
}

/** The title of the tutorial of `game`. */
export function tutorialTitle(game: GameKind): string {
  return t('tutorial.title', { game: t(`game.${game}`) });
}
