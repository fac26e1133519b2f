import { afterEach, describe, expect, it } from 'vitest';
import { fakePage } from './fake-page';
import type { AnalysisView } from './ipc';
import { Lifecycle } from './lifecycle';
import { pairMoves } from './moves';
import { setLang } from './i18n/index.svelte';
import { allowedText, betterText, classMark, countsOf, graphArea, judgementWords, mistakesOf, nearestPoint, pauseAnalysisWhileHidden, playerNames, pointY, reviewBottom, shownMoveSaid, standingText } from './review';
import type { BoardView, GobbletPiece, MoveView, ReviewPly, ReviewView } from './ipc';

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

describe('the review in the person’s terms', () => {
  const W = (size: number): GobbletPiece => ({ owner: 'one', size });
  const B = (size: number): GobbletPiece => ({ owner: 'two', size });
  function gobblet(stacks: Record<string, GobbletPiece[]>): BoardView {
    const squares: GobbletPiece[][] = [];
    for (let r = 1; r <= 4; r++) for (const f of 'abcd') squares.push(stacks[`${f}${r}`] ?? []);
    return { game: 'gobblet', squares, reserves: [[4, 4, 4], [4, 4, 4]], win_lines: [] };
  }
  const move = (m: Partial<MoveView>): MoveView => ({ text: '', from: { kind: 'pass' }, tip: null, face: null, to: null, capture: false, path: [], ...m });
  const sides = ['White', 'Black'] as const;
  const review = (one: ReviewView['row']['one'], two: ReviewView['row']['two'], person_seats: ReviewView['person_seats']) =>
    ({ row: { one, two }, person_seats }) as unknown as ReviewView;
  const vsLevel3 = review({ type: 'ai', level: 3 }, { type: 'person', name: 'Anna' }, ['two']);
  const twoPeople = review({ type: 'person', name: 'Anna' }, { type: 'person', name: 'Ben' }, ['one', 'two']);

  it('names the person "You" and the computer by its level; between two people the colours', () => {
    setLang('en');
    expect(playerNames(vsLevel3, sides)).toEqual(['Level 3', 'You']);
    expect(playerNames(twoPeople, sides)).toEqual(['White', 'Black']);
    setLang('uk');
    expect(playerNames(vsLevel3, ['Білі', 'Чорні'])).toEqual(['Рівень 3', 'Ви']);
    setLang('en');
  });

  it('turns the board to the person who played the computer', () => {
    expect(reviewBottom(vsLevel3)).toBe('two');
    expect(reviewBottom(review({ type: 'person', name: 'Anna' }, { type: 'ai', level: 1 }, ['one']))).toBe('one');
    expect(reviewBottom(twoPeople)).toBe('one');
  });

  // Move 21: Black (the person) moved a2 to d1, gobbling White's size 2.
  const played = move({ text: 'a2-d1', from: { kind: 'square', square: 'a2' }, to: 'd1', capture: true });
  const after: ReviewPly = {
    ply: 21,
    board: gobblet({ d1: [W(2), B(4)] }),
    side_to_move: 'one',
    legal: [],
    last_move: played,
    next_move: null,
    better: null,
    best: null,
  };
  const before: ReviewPly = { ...after, ply: 20, board: gobblet({ a2: [B(4)], d1: [W(2)] }), side_to_move: 'two', last_move: null, next_move: played };

  it('says the shown move in words with who played it, the notation apart, before or after it (English, Ukrainian)', () => {
    setLang('en');
    const players = playerNames(vsLevel3, sides);
    expect(shownMoveSaid(after, 21, players, sides)).toEqual({ text: 'Move 21 · You: a2 to d1, gobbling White size 2', notation: 'a2-d1', mover: 'two' });
    // The board shows the position before it (with the better move): the same words.
    expect(shownMoveSaid(before, 21, players, sides)?.text).toBe('Move 21 · You: a2 to d1, gobbling White size 2');
    expect(shownMoveSaid(after, 0, players, sides)).toBeNull();
    expect(shownMoveSaid(after, 5, players, sides)).toBeNull();
    expect(shownMoveSaid(after, 21, sides, sides)?.text).toBe('Move 21 · Black: a2 to d1, gobbling White size 2');
    setLang('uk');
    expect(shownMoveSaid(after, 21, playerNames(vsLevel3, ['Білі', 'Чорні']), ['Білі', 'Чорні'])?.text).toBe('Хід 21 · Ви: a2 на d1, проковтнувши Білі (розмір 2)');
    setLang('en');
  });

  it('says the better move in words when given, its notation otherwise', () => {
    setLang('en');
    expect(judgementWords(analysis.moves[2]!, sides, 'size 3 from the external stacks to b3')[1]).toBe('Better was size 3 from the external stacks to b3, which keeps the balance.');
    expect(judgementWords(analysis.moves[2]!, sides)[1]).toBe('Better was 3b3, which keeps the balance.');
  });
});
