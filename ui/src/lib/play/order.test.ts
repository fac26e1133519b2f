import { describe, expect, it } from 'vitest';
import { holdMotion } from '../board/first-frame';
import { ViewOrder } from './order';

interface V {
  name: string;
  thinking: boolean;
}
const v = (name: string, thinking = false): V => ({ name, thinking });

/** A command whose answer the test sends when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup() {
  const drawn: string[] = [];
  const order = new ViewOrder<V>(
    (view) => drawn.push(view.name),
    () => Promise.resolve(),
  );
  return { drawn, order };
}

describe('ViewOrder', () => {
  it('draws an answer, and an event when no command is on its way', async () => {
    const { drawn, order } = setup();
    await order.run(() => Promise.resolve(v('answer')));
    order.event(v('reply'));
    expect(drawn).toEqual(['answer', 'reply']);
  });

  it('draws the answer to a move started on the tap once its first frame of motion is drawn', async () => {
    const { drawn, order } = setup();
    const started = holdMotion();
    const running = order.run(() => Promise.resolve(v('my move')));
    await new Promise((r) => setTimeout(r, 0));
    expect(drawn).toEqual([]);
    started();
    await running;
    expect(drawn).toEqual(['my move']);
  });

  it('draws the computer’s reply after the person’s move when the reply came first', async () => {
    const { drawn, order } = setup();
    const move = deferred<V>();
    const running = order.run(() => move.promise);
    order.event(v('reply'));
    expect(drawn).toEqual([]);
    move.resolve(v('my move, thinking', true));
    await running;
    expect(drawn).toEqual(['my move, thinking', 'reply']);
  });

  it('never lets a "thinking" answer that arrives after the reply be the last view drawn', async () => {
    const { drawn, order } = setup();
    const move = deferred<V>();
    const running = order.run(() => move.promise);
    order.event(v('reply'));
    move.resolve(v('thinking', true));
    await running;
    expect(drawn[drawn.length - 1]).toBe('reply');
  });

  it('drops the overtaken reply when a newer event came while the answer was drawn', async () => {
    const drawn: string[] = [];
    let order!: ViewOrder<V>;
    let settled!: () => void;
    order = new ViewOrder<V>(
      (view) => drawn.push(view.name),
      () => new Promise<void>((res) => (settled = res)),
    );
    const move = deferred<V>();
    const running = order.run(() => move.promise);
    order.event(v('reply 1'));
    move.resolve(v('thinking', true));
    await Promise.resolve();
    await Promise.resolve();
    order.event(v('reply 2'));
    settled();
    await running;
    expect(drawn).toEqual(['thinking', 'reply 2']);
  });

  it('waits for every command on its way before drawing the event', async () => {
    const { drawn, order } = setup();
    const first = deferred<V>();
    const second = deferred<V>();
    const a = order.run(() => first.promise);
    const b = order.run(() => second.promise);
    order.event(v('reply'));
    first.resolve(v('first', true));
    await a;
    expect(drawn).toEqual(['first']);
    second.resolve(v('second', true));
    await b;
    expect(drawn).toEqual(['first', 'second', 'reply']);
  });

  it('draws the overtaking event when the command is refused', async () => {
    const { drawn, order } = setup();
    const move = deferred<V>();
    const running = order.run(() => move.promise);
    order.event(v('reply'));
    move.reject(new Error('refused'));
    const outcome = await running;
    expect(outcome.ok).toBe(false);
    expect(drawn).toEqual(['reply']);
  });

  it('keeps an answer that does not wait for the computer (an undo) over an older event', async () => {
    const { drawn, order } = setup();
    const undo = deferred<V>();
    const running = order.run(() => undo.promise);
    order.event(v('stale reply'));
    undo.resolve(v('undone'));
    await running;
    expect(drawn).toEqual(['undone']);
  });
});
