import { afterEach, describe, expect, it } from 'vitest';
import { errorDetail, errorText } from './errors';
import { setLang } from './i18n/index.svelte';
import { IpcError } from './ipc';

describe('error messages', () => {
  afterEach(() => setLang('en'));

  it('say what kind of refusal it was, in the person’s language, with Rust’s reason', () => {
    setLang('en');
    expect(errorText(new IpcError({ kind: 'busy' }))).toBe('The computer is still thinking. Try again in a moment.');
    expect(errorText(new IpcError({ kind: 'refused', message: 'the game moved on during the hint' }))).toBe(
      'Not allowed: the game moved on during the hint',
    );
    setLang('uk');
    expect(errorText(new IpcError({ kind: 'no_game' }))).toBe('Жодної партії не відкрито.');
    expect(errorText(new IpcError({ kind: 'invalid_input', message: 'x' }))).toBe('Незрозумілий запит: x');
    // A cancelled import: nothing was changed, said in words.
    expect(errorText(new IpcError({ kind: 'cancelled' }))).toBe('Скасовано. Нічого не змінено.');
  });

  it('fall back to the general sentence for anything that is not a command error', () => {
    setLang('en');
    expect(errorText(new Error('boom'))).toBe('Something went wrong: Error: boom');
    expect(errorText(new IpcError({ kind: 'internal', message: 'disk full' }))).toBe('Something went wrong: disk full');
  });

  it('give only the detail where the message already says what failed', () => {
    setLang('en');
    expect(errorDetail(new IpcError({ kind: 'refused', message: 'line 7: bad move' }))).toBe('line 7: bad move');
    expect(errorDetail(new IpcError({ kind: 'busy' }))).toBe('The computer is still thinking. Try again in a moment.');
  });
});
