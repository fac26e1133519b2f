import { describe, expect, it } from 'vitest';
import { fakePage } from './fake-page';
import type { AnalysisView } from './ipc';
import { Lifecycle } from './lifecycle';
import { pairMoves } from './moves';
import { classMark, countsOf, graphArea, mistakesOf, nearestPoint, pauseAnalysisWhileHidden, pointY } from './review';

const analysis: AnalysisView = {
  points: [0, 1, 0.2, -1, -1],
  moves: [
    { mover: 'one', class: 'blunder', verdict: { kind: 'better' }, better: { text: 'a1-c2', verdict: { kind: 'wins_in', moves: 1 } } },
    { mover: 'two', class: 'mistake', verdict: { kind: 'losing' }, better: { text: '4c2', verdict: { kind: 'equal' } } },
    { mover: 'one', class: 'inaccuracy', verdict: { kind: 'worse' }, better: { text: '3b3', verdict: { kind: 'equal' } } },
    { mover: 'one', class: 'best', verdict: { kind: 'loses_in', moves: 1 }, better: null },
  ],
};

describe('review', () => {
  it('marks only inaccuracies, mistakes and blunders, each with its own symbol and shape', () => {
    expect(classMark('best')).toBeNull();
    expect(classMark('good')).toBeNull();
    const marks = (['inaccuracy', 'mistake', 'blunder'] as const).map((c) => classMark(c));
    expect(new Set(marks.map((m) => m?.symbol)).size).toBe(3);
    expect(new Set(marks.map((m) => m?.shape)).size).toBe(3);
    expect(classMark('blunder')?.symbol).toBe('??');
  });

  it('learns only from the mistakes and blunders of the person’s seats', () => {
    expect(mistakesOf(analysis, ['one'])).toEqual([0]);
    expect(mistakesOf(analysis, ['two'])).toEqual([1]);
    expect(mistakesOf(analysis, ['one', 'two'])).toEqual([0, 1]);
    expect(mistakesOf(analysis, [])).toEqual([]);
    expect(countsOf(analysis, 'one')).toEqual({ inaccuracy: 1, mistake: 0, blunder: 1 });
  });

  it('pairs the moves by number, whoever moved first', () => {
    expect(pairMoves(['4a1', '4b2', '4c3'], 'one')).toEqual([
      { number: 1, one: { text: '4a1', ply: 1 }, two: { text: '4b2', ply: 2 } },
      { number: 2, one: { text: '4c3', ply: 3 }, two: null },
    ]);
    expect(pairMoves(['4a1', '4b2'], 'two')).toEqual([
      { number: 1, one: null, two: { text: '4a1', ply: 1 } },
      { number: 2, one: { text: '4b2', ply: 2 }, two: null },
    ]);
  });

  it('draws forced results at the edges and finds the tapped point', () => {
    expect(pointY(1, 100)).toBe(0);
    expect(pointY(-1, 100)).toBe(100);
    expect(pointY(0, 100)).toBe(50);
    expect(pointY(3, 100)).toBe(0);
    expect(graphArea(analysis.points, 400, 100)).toMatch(/^M0 50 L0\.0 50\.0 L100\.0 0\.0 /);
    expect(nearestPoint(0, 5, 400)).toBe(0);
    expect(nearestPoint(160, 5, 400)).toBe(2);
    expect(nearestPoint(999, 5, 400)).toBe(4);
  });
});

describe('the analysis while the app is in the background', () => {
  it('is paused when the page is hidden and resumed when it is shown, until the screen unsubscribes', async () => {
    const page = fakePage();
    const life = new Lifecycle();
    life.attach(page);
    const asked: boolean[] = [];
    const off = pauseAnalysisWhileHidden(life, async (paused) => {
      asked.push(paused);
      if (asked.length === 1) throw new Error('no review open');
    });
    page.hide();
    page.show();
    await Promise.resolve();
    expect(asked).toEqual([true, false]); // a refused call changes nothing for the next one
    off();
    page.hide();
    expect(asked).toEqual([true, false]);
  });
});
