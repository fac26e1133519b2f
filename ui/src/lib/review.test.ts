import { afterEach, describe, expect, it } from 'vitest';
import { fakePage } from './fake-page';
import type { AnalysisView } from './ipc';
import { Lifecycle } from './lifecycle';
import { pairMoves } from './moves';
import { setLang } from './i18n/index.svelte';
import { allowedText, betterText, classMark, countsOf, graphArea, judgementWords, mistakesOf, nearestPoint, pauseAnalysisWhileHidden, pointY, standingText } from './review';

const analysis: AnalysisView = {
  points: [0, 1, 0.2, -1, -1],
  standings: [{ kind: 'equal' }, { kind: 'winning', side: 'two' }, { kind: 'equal' }, { kind: 'wins_in', side: 'two', moves: 1 }, { kind: 'won', side: 'two' }],
  moves: [
    {
      mover: 'one',
      class: 'blunder',
      verdict: { kind: 'better' },
      after: { kind: 'winning', side: 'two' },
      better: { text: 'a1-c2', verdict: { kind: 'wins_in', moves: 1 }, keeps: { kind: 'wins_in', side: 'one', moves: 1 } },
    },
    { mover: 'two', class: 'mistake', verdict: { kind: 'losing' }, after: { kind: 'equal' }, better: { text: '4c2', verdict: { kind: 'equal' }, keeps: { kind: 'equal' } } },
    {
      mover: 'one',
      class: 'inaccuracy',
      verdict: { kind: 'worse' },
      after: { kind: 'wins_in', side: 'two', moves: 1 },
      better: { text: '3b3', verdict: { kind: 'equal' }, keeps: { kind: 'equal' } },
    },
    { mover: 'two', class: 'best', verdict: { kind: 'wins_in', moves: 1 }, after: { kind: 'won', side: 'two' }, better: null },
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

  describe('words by side, never "you"', () => {
    const names = ['White', 'Black'] as const;
    afterEach(() => setLang('en'));

    it('says the computer’s winning move won for its side, to whoever reads it', () => {
      const winning = analysis.moves[3]!;
      expect(judgementWords(winning, names)).toEqual(['Black wins with this move.']);
      expect(standingText(analysis.standings[4]!, names)).toBe('Black has won.');
      expect(judgementWords(winning, names).join(' ')).not.toMatch(/\byou\b/i);
    });

    it('gives every inaccuracy, mistake and blunder its reason: what it allowed and what the better move keeps', () => {
      expect(judgementWords(analysis.moves[2]!, names)).toEqual(['This lets Black win in 1 move.', 'Better was 3b3, which keeps the balance.']);
      expect(judgementWords(analysis.moves[0]!, names)).toEqual(['This gives Black a winning game.', 'Better was a1-c2, which wins at once.']);
      expect(judgementWords(analysis.moves[1]!, names)).toEqual(['This gives the advantage away: the game is balanced.', 'Better was 4c2, which keeps the balance.']);
      for (const m of analysis.moves) {
        const [reason, better] = judgementWords(m, names);
        expect(reason).not.toBe(better);
        expect(`${reason} ${better ?? ''}`).not.toMatch(/\byou\b/i);
      }
    });

    it('names the side that gained, whichever side moved', () => {
      expect(allowedText({ kind: 'wins_in', side: 'one', moves: 3 }, 'two', names)).toBe('This lets White force a win within 3 moves.');
      expect(allowedText({ kind: 'better', side: 'one' }, 'two', names)).toBe('This gives White the better game.');
      expect(allowedText({ kind: 'better', side: 'two' }, 'two', names)).toBe('Black is still ahead, but gave part of the advantage away.');
      expect(allowedText({ kind: 'won', side: 'one' }, 'two', names)).toBe('This hands the game to White.');
      expect(betterText('e3^w-e4', { kind: 'better', side: 'two' }, 'two', names)).toBe('Better was e3^w-e4, which keeps Black better.');
      expect(betterText('e3^w-e4', { kind: 'better', side: 'one' }, 'two', names)).toBe('Better was e3^w-e4, which gives White less.');
      expect(standingText({ kind: 'wins_in', side: 'one', moves: 2 }, names)).toBe('White can force a win within 2 moves.');
      expect(standingText({ kind: 'better', side: 'two' }, names)).toBe('Black stands better.');
    });

    it('speaks by side in Ukrainian too', () => {
      setLang('uk');
      expect(judgementWords(analysis.moves[2]!, ['Білі', 'Чорні'])).toEqual(['Після цього Чорні виграють за 1 хід.', 'Краще було 3b3, що зберігає рівновагу.']);
      expect(judgementWords(analysis.moves[3]!, ['Білі', 'Чорні'])).toEqual(['Чорні виграють цим ходом.']);
    });
  });
});
