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
});
