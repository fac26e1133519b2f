import { describe, expect, it } from 'vitest';
import type { TutorialView } from './ipc';
import { setLang } from './i18n/index.svelte';
import { feedback, isKey, lessonText, replyText, stepLabel, stepMarks, stepOutline, tutorialTitle } from './tutorial';

function view(overrides: Partial<TutorialView>): TutorialView {
  return {
    game: 'gobblet',
    step: 0,
    steps: 6,
    step_keys: ['tutorial.g.enter', 'tutorial.g.move', 'tutorial.g.gobble', 'tutorial.g.three', 'tutorial.g.covering', 'tutorial.g.win'],
    instruction: 'tutorial.g.enter',
    board: { game: 'gobblet', squares: [], reserves: [[], []], win_lines: [] },
    side_to_move: 'one',
    learner: 'one',
    legal: [],
    expected: null,
    last_move: null,
    reply: null,
    played: null,
    mistake: null,
    advanced: false,
    done: false,
    outcome: null,
    ...overrides,
  };
}

describe('the tutorial’s words', () => {
  it('reads the lesson’s keys from the catalogues, and shows an unknown key as it is', () => {
    setLang('en');
    expect(isKey('tutorial.g.enter')).toBe(true);
    expect(isKey('tutorial.nothing')).toBe(false);
    expect(isKey('toString')).toBe(false);
    expect(lessonText('tutorial.d.pass.hint')).toMatch(/Pass/);
    expect(lessonText('tutorial.nothing')).toBe('tutorial.nothing');
  });

  it('names each step of the lesson in the person’s language, with where it stands', () => {
    setLang('en');
    expect(stepOutline(view({ step: 2 })).slice(0, 4)).toEqual([
      { title: 'Enter a piece', mark: 'done' },
      { title: 'Move a piece', mark: 'done' },
      { title: 'Gobble', mark: 'current' },
      { title: 'Three in a line', mark: 'next' },
    ]);
    setLang('fr');
    expect(stepOutline(view({ step: 0 }))[5]).toEqual({ title: 'Quatre alignées', mark: 'next' });
    setLang('en');
  });

  it('counts the steps from one and stays on the last once done', () => {
    setLang('en');
    expect(stepLabel(view({ step: 1 }))).toBe('Step 2 of 6');
    expect(stepLabel(view({ step: 6, done: true }))).toBe('Step 6 of 6');
    setLang('uk');
    expect(stepLabel(view({ step: 0 }))).toBe('Крок 1 з 6');
    setLang('en');
  });

  it('marks the steps done, the one shown and those still to come', () => {
    expect(stepMarks(view({ step: 2, steps: 5 }))).toEqual(['done', 'done', 'current', 'next', 'next']);
    expect(stepMarks(view({ step: 0, steps: 3 }))).toEqual(['current', 'next', 'next']);
    expect(stepMarks(view({ step: 3, steps: 3, done: true }))).toEqual(['done', 'done', 'done']);
  });

  it('names the side that answered in the game’s words', () => {
    setLang('en');
    expect(replyText(view({}))).toBeNull();
    expect(replyText(view({ reply: '4c3' }))).toBe('Black has answered.');
    expect(replyText(view({ game: 'deblockle', reply: 'f5^s-f3' }))).toBe('Blue has answered.');
  });

  it('explains a wrong move with the step’s hint and praises a right one', () => {
    setLang('en');
    expect(feedback(view({}))).toBeNull();
    const wrong = feedback(view({ mistake: { tried: '4a1', hint: 'tutorial.g.enter.hint' } }));
    expect(wrong?.kind).toBe('mistake');
    expect(wrong?.text).toContain('b2');
    expect(feedback(view({ advanced: true }))).toEqual({ kind: 'praise', text: 'Well done!' });
  });

  it('titles the screen with the game’s name', () => {
    setLang('fr');
    expect(tutorialTitle('gobblet')).toBe('Apprendre Gobblet');
    setLang('en');
    expect(tutorialTitle('deblockle')).toBe('Learn Deblockle');
  });
});
