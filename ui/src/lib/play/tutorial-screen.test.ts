import { describe, expect, it } from 'vitest';
import { TutorialScreen, type TutorialApi, type TutorialDrawn } from './tutorial-screen.svelte';
import type { BoardView, MoveView, TutorialView } from '../ipc';

const move = (text: string, from: MoveView['from'] = { kind: 'square', square: 'a1' }): MoveView => ({ text, from, tip: null, face: null, to: 'a2', capture: false, path: [] });
const pass = move('pass', { kind: 'pass' });
const board = (name: string) => ({ game: 'gobblet', squares: [], reserves: [[4, 4, 4], [4, 4, 4]], win_lines: [], name }) as unknown as BoardView;

const lesson = (over: Partial<TutorialView> = {}): TutorialView => ({
  game: 'gobblet',
  step: 0,
  steps: 3,
  step_keys: ['tutorial.g.enter', 'tutorial.g.move', 'tutorial.g.gobble'],
  instruction: 'tutorial.g.enter',
  board: board('start'),
  side_to_move: 'one',
  learner: 'one',
  legal: [move('4a1'), move('4b1')],
  expected: move('4a1'),
  last_move: null,
  reply: null,
  played: null,
  mistake: null,
  advanced: false,
  done: false,
  outcome: null,
  ...over,
});

/** A fake of the commands, recording each call; `answers` overrides what they answer. */
function fake(answers: Partial<TutorialApi> = {}) {
  const calls: string[] = [];
  const api: TutorialApi = {
    tutorialStart: (game) => {
      calls.push(`start ${game}`);
      return Promise.resolve(lesson({ game }));
    },
    tutorialPlay: (mv) => {
      calls.push(`play ${mv}`);
      return Promise.resolve(lesson({ step: 1, advanced: true }));
    },
    tutorialBack: () => {
      calls.push('back');
      return Promise.resolve(lesson());
    },
    tutorialRestart: () => {
      calls.push('restart');
      return Promise.resolve(lesson());
    },
    tutorialLeave: () => {
      calls.push('leave');
      return Promise.resolve();
    },
    ...answers,
  };
  return { api, calls };
}

/** Lets the screen's pending answers arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the tutorial screen', () => {
  it('opens the lesson of its game at its first step, and leaves it when closed', async () => {
    const { api, calls } = fake();
    const screen = new TutorialScreen(api, String, () => Promise.resolve());
    const close = screen.mount('deblockle');
    await settle();
    expect(calls).toEqual(['start deblockle']);
    expect(screen.view?.game).toBe('deblockle');
    expect(screen.drawn).toEqual({ board: board('start'), legal: [move('4a1'), move('4b1')], lastMove: null, sideToMove: 'one', expected: move('4a1') });
    close();
    expect(calls).toEqual(['start deblockle', 'leave']);
  });

  it('draws the learner’s move on its own first, then the other side’s reply', async () => {
    const mine = move('4a1');
    const reply = move('4d4');
    const answer = lesson({
      step: 1,
      board: board('after the reply'),
      last_move: reply,
      reply: '4d4',
      played: { board: board('after my move'), side_to_move: 'two', last_move: mine },
      advanced: true,
    });
    const { api } = fake({ tutorialPlay: () => Promise.resolve(answer) });
    const frames: (TutorialDrawn | null)[] = [];
    const screen = new TutorialScreen(api, String, () => {
      frames.push(screen.drawn);
      return Promise.resolve();
    });
    await screen.play('4a1');
    // The board took the learner's move alone (nothing to play, no mark), then the reply.
    expect(frames).toEqual([{ board: board('after my move'), legal: [], lastMove: mine, sideToMove: 'two', expected: null }]);
    expect(screen.drawn?.board).toEqual(board('after the reply'));
    expect(screen.drawn?.lastMove).toEqual(reply);
    expect(screen.note?.kind).toBe('praise');
  });

  it('says a wrong move’s hint instead of playing it', async () => {
    const { api } = fake({ tutorialPlay: () => Promise.resolve(lesson({ mistake: { tried: '4b1', hint: 'tutorial.g.enter' } })) });
    const screen = new TutorialScreen(api, String, () => Promise.resolve());
    await screen.play('4b1');
    expect(screen.note?.kind).toBe('mistake');
    expect(screen.drawn?.board).toEqual(board('start'));
  });

  it('says a refused command in words and keeps the lesson, until the next command', async () => {
    let refuse = true;
    const { api } = fake({
      tutorialBack: () => (refuse ? Promise.reject(new Error('no tutorial')) : Promise.resolve(lesson({ step: 0 }))),
    });
    const screen = new TutorialScreen(api, (e) => `refused: ${(e as Error).message}`, () => Promise.resolve());
    await screen.play('4a1');
    await screen.back();
    expect(screen.error).toBe('refused: no tutorial');
    expect(screen.view?.step).toBe(1);
    refuse = false;
    await screen.back();
    expect(screen.error).toBeNull();
    expect(screen.view?.step).toBe(0);
  });

  it('plays the pass when it is the only move, and nothing otherwise', async () => {
    const { api, calls } = fake({ tutorialStart: () => Promise.resolve(lesson({ legal: [pass], expected: pass })) });
    const screen = new TutorialScreen(api, String, () => Promise.resolve());
    screen.mount('deblockle');
    await settle();
    expect(screen.passMove).toEqual(pass);
    await screen.pass();
    expect(calls).toEqual(['play pass']);
    expect(screen.passMove).toBeNull();
    await screen.pass();
    expect(calls).toEqual(['play pass']);
  });

  it('goes back a step and starts again through Rust', async () => {
    const { api, calls } = fake();
    const screen = new TutorialScreen(api, String, () => Promise.resolve());
    await screen.back();
    await screen.restart();
    expect(calls).toEqual(['back', 'restart']);
  });
});
