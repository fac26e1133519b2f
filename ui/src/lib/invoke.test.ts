import { describe, expect, it, vi } from 'vitest';
import { IpcError, toAppError } from './invoke';
import { play, renameSavedGame } from './ipc';

const invoke = vi.fn();
vi.mock('@tauri-apps/api/core', () => ({ invoke: (...args: unknown[]) => invoke(...args) }));

describe('toAppError', () => {
  it('keeps a typed error from Rust', () => {
    expect(toAppError({ kind: 'refused', message: 'nothing to undo' })).toEqual({
      kind: 'refused',
      message: 'nothing to undo',
    });
    expect(toAppError({ kind: 'busy' })).toEqual({ kind: 'busy' });
    expect(toAppError({ kind: 'cancelled', message: 'ignored' })).toEqual({ kind: 'cancelled' });
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

describe('the generated command wrappers', () => {
  it('call the core by the command name with the arguments as Rust names them', async () => {
    invoke.mockReset();
    invoke.mockResolvedValue(undefined);
    await renameSavedGame(7, 'Sunday');
    expect(invoke).toHaveBeenCalledWith('call', { name: 'rename_saved_game', args: { id: 7, title: 'Sunday' } });
  });

  it('turn a refusal into an IpcError that carries the typed error', async () => {
    invoke.mockReset();
    invoke.mockRejectedValue({ kind: 'refused', message: 'the game is over' });
    const refused = await play('4a1').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(IpcError);
    expect((refused as IpcError).error).toEqual({ kind: 'refused', message: 'the game is over' });
  });
});
