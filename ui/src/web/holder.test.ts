import { describe, expect, it } from 'vitest';
import { LaterWorker } from './holder';
import type { ToWorker } from '../lib/transport/protocol';

/** A stand-in for the core's Worker: what it was sent, and its listeners. */
function fakeWorker() {
  const sent: ToWorker[] = [];
  const listeners: [string, EventListener][] = [];
  const worker = {
    postMessage: (m: ToWorker) => sent.push(m),
    addEventListener: (type: string, l: EventListener) => listeners.push([type, l]),
  };
  return { worker: worker as unknown as Worker, sent, listeners };
}

const call = (id: number): ToWorker => ({ type: 'call', id, name: 'game_view', argsJson: '{}' });

describe('LaterWorker', () => {
  it('keeps the calls made before the worker starts, and sends them to it in order', () => {
    const later = new LaterWorker();
    later.postMessage(call(1));
    later.postMessage(call(2));
    const { worker, sent } = fakeWorker();
    later.attach(worker);
    // First that this tab holds the saves (the worker opens them then), then the calls.
    expect(sent.map((m) => (m.type === 'call' ? m.id : m.type))).toEqual(['hold', 1, 2]);
    later.postMessage(call(3));
    expect(sent).toHaveLength(4);
  });

  it('gives the worker the listeners added before and after it starts', () => {
    const later = new LaterWorker();
    const before = () => {};
    const after = () => {};
    later.addEventListener('message', before);
    const { worker, listeners } = fakeWorker();
    later.attach(worker);
    later.addEventListener('error', after);
    expect(listeners).toEqual([
      ['message', before],
      ['error', after],
    ]);
  });
});
