import { describe, expect, it } from 'vitest';
import type { Controller, MoveView } from '../ipc';
import { endSound, moveSound, soundsForChange } from './events';
import { FakeContext, fakeHost } from './fake-audio';
import { SoundPlayer, VOLUME } from './player';
import { fakePage } from '../fake-page';
import { Lifecycle } from '../lifecycle';
import { RECIPES, type SoundName } from './recipes';
import { gameView as view } from '../test-views';

function setup(on = { sound: true }, withAudio = true) {
  FakeContext.made = [];
  const h = fakeHost(withAudio);
  const player = new SoundPlayer(() => on.sound);
  player.attach(h);
  return { h, player, on };
}

// ---- Game views ----


const mv = (from: MoveView['from'], capture = false, to: string | null = 'c3'): MoveView => ({
  text: 'x',
  from,
  tip: null,
  face: null,
  to,
  capture,
  path: [],
});
const enter = mv({ kind: 'reserve', size: 4 });
const shift = mv({ kind: 'square', square: 'b2' });
const gobble = mv({ kind: 'square', square: 'b2' }, true);
const tip = mv({ kind: 'square', square: 'c3' });
const removal = mv({ kind: 'square', square: 'd5' }, true, null);
const pass = mv({ kind: 'pass' }, false, null);
const person: Controller = { kind: 'person' };
const ai: Controller = { kind: 'ai', level: 3 };

describe('which game events make which sound', () => {
  it('a piece entering, moving and gobbling; a block tipping and taken off on the star', () => {
    expect(moveSound('gobblet', enter)).toBe('place');
    expect(moveSound('gobblet', shift)).toBe('move');
    expect(moveSound('gobblet', gobble)).toBe('gobble');
    expect(moveSound('gobblet', { ...enter, capture: true, path: [] })).toBe('gobble');
    expect(moveSound('deblockle', tip)).toBe('tip');
    expect(moveSound('deblockle', removal)).toBe('removal');
    expect(moveSound('deblockle', pass)).toBeNull();
  });

  it('a win for a person or in pass-and-play; a draw or a loss to the computer', () => {
    const won = (winner: 'one' | 'two', seats: [Controller, Controller]) =>
      endSound(view({ seats, outcome: { winner, reason: 'line-of-four' } }));
    expect(won('one', [person, person])).toBe('win');
    expect(won('two', [person, person])).toBe('win');
    expect(won('one', [person, ai])).toBe('win');
    expect(won('two', [person, ai])).toBe('drawOrLoss');
    expect(won('one', [ai, person])).toBe('drawOrLoss');
    expect(endSound(view({ seats: [person, ai], outcome: { winner: null, reason: 'agreement' } }))).toBe('drawOrLoss');
    expect(endSound(view({}))).toBeNull();
  });

  it('sounds a new move, then the end it brings; nothing on opening, thinking or undo', () => {
    const start = view({});
    const one = view({ moves: ['4a1'], last_move: enter, thinking: true });
    expect(soundsForChange(null, one)).toEqual([]);
    expect(soundsForChange(start, one)).toEqual(['place']);
    // The same position again (a command's answer and its event): no second sound.
    expect(soundsForChange(one, { ...one, thinking: false })).toEqual([]);
    // Undo takes moves back: silent.
    expect(soundsForChange(one, start)).toEqual([]);
    const over = view({ moves: ['4a1', 'a1-c3'], last_move: gobble, outcome: { winner: 'one', reason: 'line-of-four' } });
    expect(soundsForChange(one, over)).toEqual(['gobble', 'win']);
    // A resignation ends the game without a move.
    expect(soundsForChange(one, { ...one, outcome: { winner: 'two', reason: 'resignation' } })).toEqual(['win']);
    const blocks = view({ game: 'deblockle', moves: ['c3^n-c4'], last_move: tip });
    expect(soundsForChange(view({ game: 'deblockle' }), blocks)).toEqual(['tip']);
    expect(soundsForChange(blocks, { ...blocks, moves: ['c3^n-c4', 'd5^n'], last_move: removal })).toEqual(['removal']);
  });
});

describe('the sound player', () => {
  it('makes its AudioContext on the first gesture, then plays each sound’s notes, quietly', () => {
    const { h, player } = setup();
    player.play('win');
    expect(FakeContext.made).toHaveLength(0); // no gesture yet: webviews would refuse
    h.fire('pointerdown');
    expect(FakeContext.made).toHaveLength(1);
    expect(h.listeners).toBe(0); // done listening
    const ctx = FakeContext.made[0]!;
    expect(ctx.gains[0]?.gain.value).toBe(VOLUME);
    expect(VOLUME).toBeLessThanOrEqual(0.3);
    player.play('win');
    expect(ctx.played.map((p) => p.freqs[0])).toEqual(RECIPES.win.map((n) => n.freq));
    h.fire('keydown');
    expect(FakeContext.made).toHaveLength(1);
  });

  it('gives each sound its own notes', () => {
    const { h, player } = setup();
    h.fire('keydown');
    const ctx = FakeContext.made[0]!;
    const heard = new Map<SoundName, string>();
    for (const name of Object.keys(RECIPES) as SoundName[]) {
      ctx.played.length = 0;
      player.play(name);
      expect(ctx.played.length, name).toBe(RECIPES[name].length);
      heard.set(name, JSON.stringify(ctx.played.map((p) => [p.wave, p.freqs])));
    }
    expect(new Set(heard.values()).size).toBe(heard.size);
  });

  it('plays sounds one after the other', () => {
    const { h, player } = setup();
    h.fire('pointerdown');
    const ctx = FakeContext.made[0]!;
    player.play('gobble', 'win');
    const starts = ctx.played.map((p) => p.start);
    const gobbleEnd = Math.max(...starts.slice(0, RECIPES.gobble.length));
    expect(Math.min(...starts.slice(RECIPES.gobble.length))).toBeGreaterThan(gobbleEnd);
  });

  it('plays nothing, and makes no AudioContext, while sound is off; turning it on works at once', () => {
    const { h, player, on } = setup({ sound: false });
    h.fire('pointerdown');
    player.play('place');
    expect(FakeContext.made).toHaveLength(0);
    on.sound = true;
    h.fire('pointerdown');
    player.play('place');
    const ctx = FakeContext.made[0]!;
    expect(ctx.played).toHaveLength(RECIPES.place.length);
    on.sound = false;
    player.play('win');
    expect(ctx.played).toHaveLength(RECIPES.place.length);
  });

  it('resumes a suspended context on a gesture', () => {
    const { h, player } = setup();
    h.fire('pointerdown');
    const ctx = FakeContext.made[0]!;
    ctx.state = 'suspended';
    player.unlock();
    expect(ctx.state).toBe('running');
  });

  it('is silent, and never throws, without Web Audio', () => {
    const { h, player } = setup({ sound: true }, false);
    expect(() => h.fire('pointerdown')).not.toThrow();
    expect(() => player.unlock()).not.toThrow();
    expect(() => player.play('win', 'refused')).not.toThrow();
    expect(h.listeners).toBe(0);
    // A context that fails to start is no worse.
    const broken = new SoundPlayer(() => true);
    broken.attach({
      AudioContext: class {
        constructor() {
          throw new Error('no audio device');
        }
      } as unknown as typeof AudioContext,
      addEventListener() {},
      removeEventListener() {},
    });
    expect(() => broken.unlock()).not.toThrow();
    expect(() => broken.play('place')).not.toThrow();
  });
});

describe('the sound player in the background', () => {
  /** A player following a page the test hides and shows. */
  function follow(on = { sound: true }) {
    FakeContext.made = [];
    const h = fakeHost();
    const page = fakePage();
    const life = new Lifecycle();
    life.attach(page);
    const player = new SoundPlayer(() => on.sound);
    player.attach(h, life);
    return { h, page, player, on };
  }
  /** Lets the context's answers (promises) arrive. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const GESTURE_LISTENERS = 3;

  it('suspends its context when the page is hidden, plays nothing meanwhile, and resumes when shown', async () => {
    const { h, page, player } = follow();
    h.fire('pointerdown');
    const ctx = FakeContext.made[0]!;
    page.hide();
    expect(player.phase).toBe('hidden');
    expect(ctx.suspended).toBe(1);
    expect(ctx.state).toBe('suspended');
    player.play('win');
    expect(ctx.played).toHaveLength(0); // nothing queued to sound later either
    page.show();
    await settle();
    expect(player.phase).toBe('running');
    expect(ctx.state).toBe('running');
    expect(h.listeners).toBe(0);
    player.play('win');
    expect(ctx.played).toHaveLength(RECIPES.win.length);
  });

  it('resumes a context that iOS left interrupted (a call, Siri) when the page is shown', async () => {
    const { h, page, player } = follow();
    h.fire('pointerdown');
    const ctx = FakeContext.made[0]!;
    page.hide();
    ctx.becomes('interrupted');
    page.show();
    await settle();
    expect(ctx.resumed).toBe(1);
    expect(ctx.state).toBe('running');
    expect(player.phase).toBe('running');
  });

  for (const resumes of ['stays', 'refused'] as const) {
    it(`re-arms the tap that unlocks sound when a resume without a gesture ${resumes === 'stays' ? 'leaves it suspended' : 'is refused'}`, async () => {
      const { h, page, player } = follow();
      h.fire('pointerdown');
      const ctx = FakeContext.made[0]!;
      page.hide();
      ctx.resumes = resumes;
      page.show();
      await settle();
      expect(ctx.resumed).toBe(1);
      expect(player.phase).toBe('waiting');
      expect(h.listeners).toBe(GESTURE_LISTENERS);
      player.play('place');
      expect(ctx.played).toHaveLength(0);
      // The next tap is a gesture: the webview lets it resume.
      ctx.resumes = 'runs';
      h.fire('touchstart');
      await settle();
      expect(player.phase).toBe('running');
      expect(h.listeners).toBe(0);
      player.play('place');
      expect(ctx.played).toHaveLength(RECIPES.place.length);
      expect(FakeContext.made).toHaveLength(1);
    });
  }

  it('leaves the context suspended when sound was turned off in the background, until a gesture with sound on', async () => {
    const { h, page, player, on } = follow();
    h.fire('pointerdown');
    const ctx = FakeContext.made[0]!;
    page.hide();
    on.sound = false;
    page.show();
    await settle();
    expect(ctx.resumed).toBe(0);
    expect(ctx.state).toBe('suspended');
    h.fire('pointerdown');
    expect(ctx.resumed).toBe(0); // still off: a silent app keeps its context asleep
    on.sound = true;
    h.fire('keydown');
    await settle();
    expect(player.phase).toBe('running');
    expect(ctx.state).toBe('running');
  });

  it('makes no context while hidden before the first gesture, and makes it at the first gesture once shown', async () => {
    const { h, page, player } = follow();
    page.hide();
    expect(player.phase).toBe('hidden');
    h.fire('pointerdown');
    player.play('win');
    expect(FakeContext.made).toHaveLength(0);
    page.show();
    expect(player.phase).toBe('locked');
    expect(h.listeners).toBe(GESTURE_LISTENERS);
    h.fire('pointerdown');
    await settle();
    expect(FakeContext.made).toHaveLength(1);
    expect(player.phase).toBe('running');
  });

  it('is hidden from the start when attached to a hidden page', () => {
    FakeContext.made = [];
    const page = fakePage('hidden');
    const life = new Lifecycle();
    life.attach(page);
    const player = new SoundPlayer(() => true);
    player.attach(fakeHost(), life);
    expect(player.phase).toBe('hidden');
  });

  it('waits for a gesture, or for the context to run again, when iOS interrupts it on screen', async () => {
    const { h, player } = follow();
    h.fire('pointerdown');
    const ctx = FakeContext.made[0]!;
    ctx.resumes = 'stays'; // as long as the call lasts
    ctx.becomes('interrupted');
    await settle();
    expect(ctx.resumed).toBe(1);
    expect(player.phase).toBe('waiting');
    expect(h.listeners).toBe(GESTURE_LISTENERS);
    player.play('win');
    expect(ctx.played).toHaveLength(0);
    ctx.becomes('running');
    expect(player.phase).toBe('running');
    expect(h.listeners).toBe(0);
  });

  it('resumes a context whose suspend took effect after the page was shown again', async () => {
    const { h, page, player } = follow();
    h.fire('pointerdown');
    const ctx = FakeContext.made[0]!;
    ctx.suspend = () => Promise.resolve(); // takes effect later
    page.hide();
    page.show();
    expect(player.phase).toBe('running');
    ctx.becomes('suspended');
    await settle();
    expect(ctx.state).toBe('running');
    expect(player.phase).toBe('running');
    expect(h.listeners).toBe(0);
  });

  it('stops following the page once detached', () => {
    const { h, page, player } = follow();
    h.fire('pointerdown');
    const ctx = FakeContext.made[0]!;
    player.detach();
    page.hide();
    expect(ctx.suspended).toBe(0);
    expect(player.phase).toBe('running');
  });
});
