// The web build's transport, against a fake worker: the page's side of ./protocol.
import { describe, expect, it, vi } from 'vitest';
import type { FromWorker, ToWorker } from './protocol';
import { RESTARTS, workerTransport, type PageFiles, type WorkerPort } from './worker';

/** A worker that records what the page posts and lets the test answer as the worker would. */
function fakeWorker() {
  const posted: ToWorker[] = [];
  const onMessage: ((e: MessageEvent<FromWorker>) => void)[] = [];
  const onError: ((e: ErrorEvent) => void)[] = [];
  const port: WorkerPort = {
    postMessage: (message) => posted.push(message),
    addEventListener: ((type: 'message' | 'error', listener: never) => {
      if (type === 'message') onMessage.push(listener);
      else onError.push(listener);
    }) as WorkerPort['addEventListener'],
  };
  return {
    port,
    posted,
    send: (data: FromWorker) => onMessage.forEach((l) => l({ data } as MessageEvent<FromWorker>)),
    crash: (message: string) => onError.forEach((l) => l({ message } as ErrorEvent)),
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the worker transport', () => {
  it('pairs each answer with its call by id, whatever order the answers come in', async () => {
    const w = fakeWorker();
    const t = workerTransport(w.port);
    const first = t.call('game_view', {});
    const second = t.call('play', { mv: '4a1' });
    expect(w.posted).toEqual([
      { type: 'call', id: 1, name: 'game_view', argsJson: '{}' },
      { type: 'call', id: 2, name: 'play', argsJson: '{"mv":"4a1"}' },
    ]);
    w.send({ type: 'answer', id: 2, ok: false, error: { kind: 'refused', message: 'illegal move' } });
    w.send({ type: 'answer', id: 1, ok: true, value: { moves: [] } });
    await expect(first).resolves.toEqual({ moves: [] });
    await expect(second).rejects.toEqual({ kind: 'refused', message: 'illegal move' });
  });

  it('sends arguments the UI holds in reactive state as their JSON, which a worker can take', () => {
    const w = fakeWorker();
    const t = workerTransport(w.port);
    // A proxy, as Svelte's $state makes: structured cloning refuses it, JSON reads through it.
    const options = new Proxy({ game: 'gobblet', stacks: [3, 3] }, {});
    void t.call('new_game', { options, names: null });
    expect(w.posted).toEqual([
      { type: 'call', id: 1, name: 'new_game', argsJson: '{"options":{"game":"gobblet","stacks":[3,3]},"names":null}' },
    ]);
  });

  it('delivers events by name until the listener stops listening', async () => {
    const w = fakeWorker();
    const t = workerTransport(w.port);
    const heard: unknown[] = [];
    const stop = await t.listen('ai-progress', (p) => heard.push(p));
    w.send({ type: 'event', event: 'ai-progress', payload: { depth: 3 } });
    w.send({ type: 'event', event: 'game-changed', payload: { other: true } });
    stop();
    w.send({ type: 'event', event: 'ai-progress', payload: { depth: 4 } });
    expect(heard).toEqual([{ depth: 3 }]);
  });

  it('refuses waiting and later calls once the core has stopped, and says so once', async () => {
    const w = fakeWorker();
    const onFailed = vi.fn();
    const t = workerTransport(w.port, { onFailed });
    const waiting = t.call('game_view', {});
    w.send({ type: 'failed', reason: 'no WebAssembly' });
    w.crash('and then an error');
    await expect(waiting).rejects.toEqual({ kind: 'internal', message: 'no WebAssembly' });
    await expect(t.call('app_info', {})).rejects.toEqual({ kind: 'internal', message: 'no WebAssembly' });
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(w.posted).toHaveLength(1);
  });

  it('has a new core started when one that had answered stops, and sends it the later calls', async () => {
    const w = fakeWorker();
    const onFailed = vi.fn();
    const onStopped = vi.fn();
    const t = workerTransport(w.port, { onFailed, onStopped });
    // A core that never answered (it could not start) is not started again.
    const first = t.call('app_info', {});
    w.send({ type: 'answer', id: 1, ok: true, value: { version: '1' } });
    await first;
    for (let stop = 1; stop <= RESTARTS; stop++) {
      const waiting = t.call('game_view', {});
      w.send({ type: 'failed', reason: `panicked ${stop}` });
      await expect(waiting).rejects.toEqual({ kind: 'internal', message: `panicked ${stop}` });
      expect(onStopped).toHaveBeenLastCalledWith(`panicked ${stop}`);
      // The new core answers the next call.
      const next = t.call('app_info', {});
      w.send({ type: 'answer', id: w.posted.length, ok: true, value: stop });
      await expect(next).resolves.toBe(stop);
    }
    expect(onFailed).not.toHaveBeenCalled();
    // One stop too many: said, and every call refused from then on.
    w.send({ type: 'failed', reason: 'again' });
    expect(onStopped).toHaveBeenCalledTimes(RESTARTS);
    expect(onFailed).toHaveBeenCalledWith('again');
    await expect(t.call('app_info', {})).rejects.toEqual({ kind: 'internal', message: 'again' });
  });

  it('does not start again a core that stopped before it ever answered', () => {
    const w = fakeWorker();
    const onFailed = vi.fn();
    const onStopped = vi.fn();
    const t = workerTransport(w.port, { onFailed, onStopped });
    void t.call('app_info', {}).catch(() => undefined);
    w.send({ type: 'failed', reason: 'no WebAssembly' });
    expect(onStopped).not.toHaveBeenCalled();
    expect(onFailed).toHaveBeenCalledWith('no WebAssembly');
  });

  it('does the worker’s file requests on the page and replies to each by id', async () => {
    const w = fakeWorker();
    const files: PageFiles = {
      save: vi.fn(async () => true),
      open: vi.fn(async () => {
        throw new Error('larger than 1048576 bytes: not a saved game');
      }),
    };
    workerTransport(w.port, { files });
    w.send({ type: 'save-file', id: 7, name: 'game.txt', text: '[Game "Gobblet"]', title: 'Save the game' });
    w.send({ type: 'open-file', id: 8, title: 'Open a game' });
    await settle();
    expect(files.save).toHaveBeenCalledWith('game.txt', '[Game "Gobblet"]');
    expect(w.posted).toEqual([
      { type: 'page-reply', id: 7, ok: true, value: true },
      { type: 'page-reply', id: 8, ok: false, error: 'larger than 1048576 bytes: not a saved game' },
    ]);
  });
});
