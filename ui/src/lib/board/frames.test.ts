import { describe, expect, it } from 'vitest';
import { Frames } from './frames.svelte';
import type { Plan } from './motion';

const moving: Plan = { tracks: [{ sprite: { game: 'gobblet', piece: { owner: 'one', size: 1 } }, hide: 'a1', delay: 0, duration: 100, keys: [] }], duration: 100 };
const still: Plan = { tracks: [], duration: 0 };
/** Frames are numbers here; a change to an odd number moves something. */
const planner = (_: number, to: number) => (to % 2 === 1 ? moving : still);

describe('board frames', () => {
  it('draws a frame at once and animates it when something moves', () => {
    const f = new Frames<number>(0, planner);
    f.push(1, true);
    expect(f.shown).toBe(1);
    expect(f.animating).toBe(true);
    f.done(f.planId);
    expect(f.animating).toBe(false);
  });

  it('keeps a frame that arrives while another moves until that one has finished', () => {
    const f = new Frames<number>(0, planner);
    f.push(1, true); // the person's move
    const first = f.planId;
    f.push(3, true); // the computer's reply, already back
    expect(f.shown).toBe(1);
    expect(f.latest).toBe(3);
    f.done(first);
    expect(f.shown).toBe(3);
    expect(f.planId).toBe(first + 1);
    expect(f.animating).toBe(true);
    f.done(f.planId);
    expect(f.animating).toBe(false);
    expect(f.shown).toBe(3);
  });

  it('a stale end (the plan was skipped) changes nothing', () => {
    const f = new Frames<number>(0, planner);
    f.push(1, true);
    const stale = f.planId;
    f.push(3, true);
    f.skip();
    expect(f.shown).toBe(3);
    expect(f.animating).toBe(false);
    f.done(stale);
    expect(f.shown).toBe(3);
    expect(f.animating).toBe(false);
  });

  it('without motion every frame is drawn at once and nothing animates', () => {
    const f = new Frames<number>(0, planner);
    f.push(1, true);
    f.push(3, false);
    expect(f.shown).toBe(3);
    expect(f.animating).toBe(false);
    expect(f.plan).toBeNull();
  });

  it('a frame where nothing moves is drawn without animating', () => {
    const f = new Frames<number>(0, planner);
    f.push(2, true);
    expect(f.shown).toBe(2);
    expect(f.animating).toBe(false);
  });

  it('always ends on the latest frame', () => {
    const f = new Frames<number>(0, planner);
    for (const n of [1, 2, 3, 5, 6]) f.push(n, true);
    while (f.plan) f.done(f.planId);
    expect(f.shown).toBe(6);
    expect(f.animating).toBe(false);
  });

  it('draws a predicted frame at once, and Rust\'s frame that agrees after it without a second motion', () => {
    // Frames are numbers; here the planner moves something unless the two frames agree
    // (the same number modulo 100: Rust's view of the predicted position).
    const agree = (from: number, to: number) => (from % 100 === to % 100 ? still : moving);
    const f = new Frames<number>(0, agree);
    const id = f.predict(101, true); // the person's move, predicted
    expect(f.shown).toBe(101);
    expect(f.animating).toBe(true);
    expect(f.from).toBe(0); // nothing has landed yet
    const plan = f.planId;
    f.push(1, true); // Rust's answer, the same position, while the piece still moves
    expect(f.predicting).toBe(false);
    f.done(plan);
    expect(f.shown).toBe(1);
    expect(f.planId).toBe(plan); // no second animation
    expect(f.animating).toBe(false);
    expect(f.from).toBeNull();
    f.unpredict(id, true); // the command's end: Rust's frame came, nothing goes back
    expect(f.shown).toBe(1);
    expect(f.animating).toBe(false);
  });

  it('takes a refused prediction back to the frame before it, with motion', () => {
    const f = new Frames<number>(0, planner);
    const id = f.predict(1, true);
    f.done(f.planId);
    expect(f.shown).toBe(1);
    f.unpredict(id, true); // no frame of Rust's came: refused
    expect(f.shown).toBe(0);
    expect(f.latest).toBe(0);
    expect(f.predicting).toBe(false);
  });

  it('a refusal while the predicted move still moves goes back once it has landed', () => {
    const f = new Frames<number>(0, planner);
    const id = f.predict(1, true);
    const plan = f.planId;
    f.unpredict(id, true);
    expect(f.shown).toBe(1);
    expect(f.latest).toBe(0);
    f.done(plan);
    expect(f.shown).toBe(0);
  });

  it('a Rust frame that differs from the prediction is planned from the predicted one', () => {
    const seen: [number, number][] = [];
    const f = new Frames<number>(0, (from, to) => (seen.push([from, to]), still));
    const id = f.predict(5, true);
    f.push(7, true);
    expect(seen).toEqual([
      [0, 5],
      [5, 7],
    ]);
    expect(f.shown).toBe(7);
    f.unpredict(id, true);
    expect(f.shown).toBe(7);
  });

  it('a stale prediction number changes nothing', () => {
    const f = new Frames<number>(0, planner);
    const first = f.predict(1, false);
    f.push(2, false);
    const second = f.predict(3, false);
    f.unpredict(first, false);
    expect(f.shown).toBe(3);
    f.unpredict(second, false);
    expect(f.shown).toBe(2);
  });
});
