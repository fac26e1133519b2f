import { describe, expect, it } from 'vitest';
import { checkMessage, MAX_ARGS_CHARS, MAX_SEARCH_WORKERS } from './messages';

const call = (fields: Record<string, unknown>) => ({ type: 'call', id: 1, name: 'game_view', argsJson: '{}', ...fields });

describe('the core worker’s message checks', () => {
  it('passes a well-formed call and page reply', () => {
    expect(checkMessage(call({}))).toEqual({ ok: true, message: { type: 'call', id: 1, name: 'game_view', argsJson: '{}' } });
    expect(checkMessage({ type: 'call', id: 2, name: 'play', argsJson: 'null' }).ok).toBe(true);
    expect(checkMessage({ type: 'page-reply', id: 3, ok: true, value: 'text' })).toEqual({
      ok: true,
      message: { type: 'page-reply', id: 3, ok: true, value: 'text' },
    });
  });

  it('refuses what is not an object, with no id to answer', () => {
    for (const data of [null, undefined, 'call', 42, [1, 2]]) {
      const checked = checkMessage(data);
      expect(checked.ok).toBe(false);
      if (!checked.ok) expect(checked.id).toBeNull();
    }
  });

  it('refuses a call without a usable id', () => {
    for (const id of [undefined, -1, 0, 1.5, 2 ** 60, '7', Number.NaN]) {
      const checked = checkMessage(call({ id }));
      expect(checked).toMatchObject({ ok: false, id: null });
    }
  });

  it('answers a call whose fields have the wrong type or size, by its id', () => {
    const wrong = [
      call({ name: 7 }),
      call({ name: '' }),
      call({ name: 'x'.repeat(65) }),
      call({ name: 'Game View' }),
      call({ argsJson: { mv: 'a1' } }),
      call({ argsJson: 'not json' }),
      call({ argsJson: '[1]' }),
      call({ argsJson: '"a string"' }),
      call({ argsJson: 'x'.repeat(MAX_ARGS_CHARS + 1) }),
    ];
    for (const message of wrong) {
      const checked = checkMessage(message);
      expect(checked.ok).toBe(false);
      if (!checked.ok) {
        expect(checked.id).toBe(1);
        expect(checked.reason.length).toBeLessThan(200);
      }
    }
  });

  it('refuses an unknown type and a malformed page reply', () => {
    expect(checkMessage({ type: 'hello', id: 1 })).toMatchObject({ ok: false, reason: expect.stringContaining('unknown message type') });
    expect(checkMessage({ type: 'page-reply', id: 1, ok: 'yes' }).ok).toBe(false);
    expect(checkMessage({ type: 'page-reply', id: 1, ok: true, value: 5 }).ok).toBe(false);
    expect(checkMessage({ type: 'page-reply', id: 1, ok: false, error: {} }).ok).toBe(false);
  });

  it('passes the page’s word that it holds the saves', () => {
    expect(checkMessage({ type: 'hold' })).toEqual({ ok: true, message: { type: 'hold' } });
  });

  it('passes a count of search workers in range, and refuses any other', () => {
    expect(checkMessage({ type: 'search-workers', count: 3 })).toEqual({ ok: true, message: { type: 'search-workers', count: 3 } });
    expect(checkMessage({ type: 'search-workers', count: MAX_SEARCH_WORKERS }).ok).toBe(true);
    for (const count of [0, -1, 1.5, MAX_SEARCH_WORKERS + 1, '2', null, undefined]) {
      expect(checkMessage({ type: 'search-workers', count }).ok).toBe(false);
    }
  });
});
