import { describe, expect, it } from 'vitest';
import { IpcError, toAppError } from './ipc';

describe('toAppError', () => {
  it('keeps a typed error from Rust', () => {
    expect(toAppError({ kind: 'refused', message: 'nothing to undo' })).toEqual({
      kind: 'refused',
      message: 'nothing to undo',
    });
    expect(toAppError({ kind: 'busy' })).toEqual({ kind: 'busy' });
  });

  it('treats a string rejection (bad payload shape) as invalid input', () => {
    expect(toAppError('invalid args `settings` for command `set_settings`')).toEqual({
      kind: 'invalid_input',
      message: 'invalid args `settings` for command `set_settings`',
    });
  });

  it('never trusts an unknown kind', () => {
    expect(toAppError({ kind: 'whatever', message: 'x' }).kind).toBe('internal');
    expect(toAppError({ kind: 'refused' }).kind).toBe('internal');
    expect(toAppError(null).kind).toBe('internal');
  });
});

describe('IpcError', () => {
  it('reads as the message Rust gave', () => {
    expect(new IpcError({ kind: 'refused', message: 'the game is over' }).message).toBe('the game is over');
    expect(new IpcError({ kind: 'no_game' }).message).toBe('no game');
  });
});
