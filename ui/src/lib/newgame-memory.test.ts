// The new-game screen's last choices, kept per game and read back value by value.
import { describe, expect, it } from 'vitest';
import { choicesText, defaultForm, FORM_DEFAULTS, LAST_CHOICES_PREFIX, loadForm, rememberedForm, saveForm, type NewGameForm } from './newgame';

/** A Storage in memory. */
function memory(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}

describe('the last choices of each game', () => {
  it('opens each game as it was last started, each game its own', () => {
    const storage = memory();
    const gobblet: NewGameForm = { ...defaultForm('gobblet'), opponent: 'ai', aiLevel: 4, personSeat: 'two', first: 'last', handicap: [3, 2], options: { touchMove: true } };
    const deblockle: NewGameForm = { ...defaultForm('deblockle'), handicap: [4, 2], options: { noAdjacent: true, setup: 'classic' } };
    saveForm(gobblet, storage);
    saveForm({ ...deblockle, names: ['Anna', 'Bo'] }, storage);
    expect(loadForm('gobblet', FORM_DEFAULTS, storage)).toEqual(gobblet);
    // The names are not kept: the next two people may be others.
    expect(loadForm('deblockle', FORM_DEFAULTS, storage)).toEqual(deblockle);
  });

  it('opens with the settings’ defaults where nothing is kept or storage refuses', () => {
    expect(loadForm('gobblet', { touchMove: true, aiLevel: 5 }, memory())).toEqual(defaultForm('gobblet', { touchMove: true, aiLevel: 5 }));
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); } };
    expect(loadForm('gobblet', FORM_DEFAULTS, refusing)).toEqual(defaultForm('gobblet'));
    expect(() => saveForm(defaultForm('gobblet'), refusing)).not.toThrow();
    expect(loadForm('gobblet', FORM_DEFAULTS, undefined)).toEqual(defaultForm('gobblet'));
  });

  it('survives a bad value: each wrong one gives its default, the good ones stay', () => {
    const stored = JSON.stringify({
      opponent: 'robot',
      aiLevel: 9,
      personSeat: 'two',
      first: 'three',
      handicap: [5, 2],
      touchMove: 'yes',
      noAdjacent: true,
      setup: 'classic',
    });
    const form = rememberedForm('gobblet', FORM_DEFAULTS, stored);
    const fresh = defaultForm('gobblet');
    expect(form.opponent).toBe(fresh.opponent);
    expect(form.aiLevel).toBe(fresh.aiLevel);
    expect(form.personSeat).toBe('two');
    expect(form.first).toBe(fresh.first);
    // Gobblet has 3 stacks a side: 5 is out of range.
    expect(form.handicap).toEqual(fresh.handicap);
    // Each of the game's own choices is one of its values, and only the game's own are read.
    expect(form.options).toEqual({ touchMove: false });
    const deblockle = rememberedForm('deblockle', FORM_DEFAULTS, JSON.stringify({ touchMove: true, noAdjacent: true, setup: 'sideways' }));
    expect(deblockle.options).toEqual({ noAdjacent: true, setup: 'quick' });
    expect(rememberedForm('deblockle', FORM_DEFAULTS, JSON.stringify({ noAdjacent: 'yes', setup: 'classic' })).options).toEqual({ noAdjacent: false, setup: 'classic' });
    expect(rememberedForm('gobblet', FORM_DEFAULTS, JSON.stringify({ aiLevel: 2.5, handicap: [0, 1], names: ['Anna', 'Bo'] }))).toMatchObject({
      aiLevel: 3,
      handicap: [3, 3],
      names: ['', ''],
    });
    for (const bad of ['{', 'null', '[1,2]', '"text"', '42', '']) {
      expect(rememberedForm('deblockle', FORM_DEFAULTS, bad)).toEqual(defaultForm('deblockle'));
    }
  });

  it('keeps the choices under the game’s own name, without the game itself', () => {
    const storage = memory();
    saveForm(defaultForm('deblockle'), storage);
    expect(storage.getItem(`${LAST_CHOICES_PREFIX}deblockle`)).toBe(choicesText(defaultForm('deblockle')));
    expect(storage.getItem(`${LAST_CHOICES_PREFIX}gobblet`)).toBeNull();
    const kept = JSON.parse(choicesText({ ...defaultForm('gobblet'), names: ['Anna', 'Bo'] }));
    expect(kept).not.toHaveProperty('game');
    expect(kept).not.toHaveProperty('names');
    // The game's own choices beside the others, under their keys, as the earlier text had them.
    expect(kept).toMatchObject({ opponent: 'person', handicap: [3, 3], touchMove: false });
  });
});
