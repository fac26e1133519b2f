import { describe, expect, it } from 'vitest';
import { GameScreen, confirmsDrawOffer, type GameApi } from './game-screen.svelte';
import type { GameView, MoveView } from '../ipc';
import { gameView } from '../test-views';

const move = (text: string, capture = false): MoveView => ({ text, from: { kind: 'square', square: 'd5' }, tip: 'd6', face: 'star', to: null, capture, path: [] });
const vsLevel2 = (over: Partial<GameView>) => gameView({ seats: [{ kind: 'person' }, { kind: 'ai', level: 2 }], ...over });

/** A fake of the commands: each answers what the test queued, and events are sent by hand. */
function fake(answers: Partial<Record<keyof GameApi, () => Promise<unknown>>>) {
  let changed: (v: GameView) => void = () => undefined;
  const api = {
    gameView: () => Promise.resolve(vsLevel2({})),
    onGameChanged: (h: (v: GameView) => void) => {
      changed = h;
      return Promise.resolve(() => undefined);
    },
    onAiProgress: () => Promise.resolve(() => undefined),
    cancelHint: () => Promise.resolve(),
    ...answers,
  } as unknown as GameApi;
  const screen = new GameScreen(api, (e) => String(e), () => undefined, () => Promise.resolve());
  return { screen, event: (v: GameView) => changed(v) };
}

describe('GameScreen', () => {
  it('draws the computer’s reply, not the "thinking" answer that arrived after it', async () => {
    let answer!: (v: GameView) => void;
    const { screen, event } = fake({ play: () => new Promise<GameView>((res) => (answer = res)) });
    screen.mount();
    await Promise.resolve();
    const playing = screen.play('4a1');
    event(vsLevel2({ moves: ['4a1', '4b2'], side_to_move: 'one' }));
    answer(vsLevel2({ moves: ['4a1'], side_to_move: 'two', thinking: true }));
    await playing;
    expect(screen.view?.moves).toEqual(['4a1', '4b2']);
    expect(screen.view?.thinking).toBe(false);
  });

  it('asks for the view only once the computer’s moves are listened to (none is lost)', async () => {
    const calls: string[] = [];
    let listening!: () => void;
    const api = {
      gameView: () => {
        calls.push('view');
        return Promise.resolve(vsLevel2({}));
      },
      onGameChanged: () => {
        calls.push('listen');
        return new Promise<() => void>((res) => (listening = () => res(() => undefined)));
      },
      onAiProgress: () => Promise.resolve(() => undefined),
    } as unknown as GameApi;
    const screen = new GameScreen(api, String, () => undefined, () => Promise.resolve());
    screen.mount();
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toEqual(['listen']);
    listening();
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toEqual(['listen', 'view']);
    expect(screen.view).not.toBeNull();
  });

  it('keeps "a block is home" in view through the computer’s reply', async () => {
    const home = vsLevel2({ game: 'deblockle', moves: ['d5^n-x'], last_move: move('d5^n-x', true), side_to_move: 'two', thinking: true });
    const { screen, event } = fake({ play: () => Promise.resolve(home) });
    screen.mount();
    await Promise.resolve();
    await screen.play('d5^n-x');
    expect(screen.note).toEqual({ kind: 'removal', side: 'one' });
    event(vsLevel2({ game: 'deblockle', moves: ['d5^n-x', 'c3^s-c2'], last_move: move('c3^s-c2'), side_to_move: 'one' }));
    expect(screen.note).toEqual({ kind: 'removal', side: 'one' });
    await screen.play('c3^s-c2');
    expect(screen.note).toBeNull();
  });

  it('says the computer declined a draw offer, and accepted one', async () => {
    const { screen } = fake({ offerDraw: () => Promise.resolve(vsLevel2({})) });
    screen.mount();
    await new Promise((r) => setTimeout(r, 0));
    await screen.offerDraw();
    expect(screen.note).toEqual({ kind: 'draw-declined', level: 2 });

    const accepted = fake({ offerDraw: () => Promise.resolve(vsLevel2({ outcome: { winner: null, reason: 'agreement' } })) });
    accepted.screen.mount();
    await new Promise((r) => setTimeout(r, 0));
    await accepted.screen.offerDraw();
    expect(accepted.screen.note).toEqual({ kind: 'draw-accepted', level: 2 });
  });

  it('confirms a draw offer to the computer while "Confirm draw offers" is on', () => {
    expect(confirmsDrawOffer(vsLevel2({}), true)).toBe(true);
    // Between two people the other answers on the board: nothing to confirm.
    expect(confirmsDrawOffer(gameView({ seats: [{ kind: 'person' }, { kind: 'person' }] }), true)).toBe(false);
  });

  it('off: the offer is sent at once', async () => {
    let offers = 0;
    const { screen } = fake({
      offerDraw: () => {
        offers += 1;
        return Promise.resolve(vsLevel2({}));
      },
    });
    screen.mount();
    await new Promise((r) => setTimeout(r, 0));
    expect(confirmsDrawOffer(vsLevel2({}), false)).toBe(false);
    await screen.offerDraw();
    expect(offers).toBe(1);
    expect(screen.note).toEqual({ kind: 'draw-declined', level: 2 });
  });

  it('says a refusal and leaves the game as it was', async () => {
    const { screen } = fake({ play: () => Promise.reject(new Error('no')) });
    screen.mount();
    await new Promise((r) => setTimeout(r, 0));
    const before = screen.view;
    await screen.play('zz');
    expect(screen.error).toBe('Error: no');
    expect(screen.view).toBe(before);
  });

  it('drops a hint answered after the game changed', async () => {
    let found!: (h: unknown) => void;
    const { screen } = fake({ hint: () => new Promise((res) => (found = res)), play: () => Promise.resolve(vsLevel2({ moves: ['4a1'] })) });
    screen.mount();
    await new Promise((r) => setTimeout(r, 0));
    const asking = screen.askHint();
    expect(screen.hinting).toBe(true);
    await screen.play('4a1');
    found({ mv: move('4b1'), verdict: { kind: 'balanced' } });
    await asking;
    expect(screen.hint).toBeNull();
    expect(screen.hinting).toBe(false);
  });
});
