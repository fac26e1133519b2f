import { describe, expect, it, vi } from 'vitest';
import { fakePage } from './fake-page';
import { Lifecycle, stopWhileHidden, type Visibility } from './lifecycle';

function attached(start: DocumentVisibilityState = 'visible') {
  const page = fakePage(start);
  const life = new Lifecycle();
  const heard: Visibility[] = [];
  life.subscribe((v) => heard.push(v));
  const stop = life.attach(page);
  return { page, life, heard, stop };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the app in the background', () => {
  it('tells its subscribers when the page is hidden and shown again, once per change', () => {
    const { page, life, heard } = attached();
    expect(life.visibility).toBe('shown');
    page.hide();
    page.hide();
    expect(heard).toEqual(['hidden']);
    expect(life.visibility).toBe('hidden');
    page.show();
    expect(heard).toEqual(['hidden', 'shown']);
  });

  it('counts leaving the page as hidden, and takes the document’s word when it comes back', () => {
    const { page, heard } = attached();
    page.fire('pagehide');
    expect(heard).toEqual(['hidden']);
    page.document.visibilityState = 'hidden';
    page.fire('pageshow');
    expect(heard).toEqual(['hidden']);
    page.show();
    expect(heard).toEqual(['hidden', 'shown']);
  });

  it('starts from the page as it is, and stops listening when detached or unsubscribed', () => {
    const { page, life, heard, stop } = attached('hidden');
    expect(life.visibility).toBe('hidden');
    expect(heard).toEqual(['hidden']);
    stop();
    page.show();
    expect(heard).toEqual(['hidden']);
    const other: Visibility[] = [];
    const off = life.subscribe((v) => other.push(v));
    life.attach(page);
    expect(other).toEqual(['shown']);
    off();
    page.hide();
    expect(other).toEqual(['shown']);
  });

  it('tells every subscriber even when one of them fails', () => {
    const { page, life } = attached();
    const failure = new Error('broken subscriber');
    life.subscribe(() => {
      throw failure;
    });
    const told = vi.fn();
    life.subscribe(told);
    const later: (() => void)[] = [];
    const queued = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) => later.push(task));
    page.hide();
    queued.mockRestore();
    expect(told).toHaveBeenCalledWith('hidden');
    // The failure is not swallowed: it is thrown on its own, after the others were told.
    expect(later).toHaveLength(1);
    expect(() => later[0]!()).toThrow(failure);
  });
});

describe('a hint searched while the app goes to the background', () => {
  function hint() {
    const { page, life } = attached();
    const work = { wanted: false, stops: 0, asks: 0 };
    const pending: (() => void)[] = [];
    const off = stopWhileHidden(life, {
      running: () => work.wanted,
      stop: () => {
        work.stops += 1;
        return new Promise<void>((resolve) => pending.push(resolve));
      },
      again: () => (work.asks += 1),
    });
    /** Rust has stopped every search it was asked to stop. */
    const finishStop = () => pending.splice(0).forEach((resolve) => resolve());
    return { page, work, off, finishStop };
  }

  it('is stopped when hidden and asked for again when shown, once the stop is done', async () => {
    const { page, work, finishStop } = hint();
    work.wanted = true;
    page.hide();
    expect(work.stops).toBe(1);
    page.show();
    await settle();
    expect(work.asks).toBe(0); // the search is not stopped yet: asking now could be cancelled
    finishStop();
    await settle();
    expect(work.asks).toBe(1);
  });

  it('is not asked for again when nothing was being searched, or no longer wanted', async () => {
    const { page, work, finishStop } = hint();
    page.hide();
    page.show();
    await settle();
    expect(work).toEqual({ wanted: false, stops: 0, asks: 0 });
    work.wanted = true;
    page.hide();
    work.wanted = false; // the person moved on meanwhile
    page.show();
    finishStop();
    await settle();
    expect(work.asks).toBe(0);
  });

  it('is asked for once when the page is hidden again before the stop was done', async () => {
    const { page, work, finishStop } = hint();
    work.wanted = true;
    page.hide();
    page.show();
    page.hide();
    expect(work.stops).toBe(2);
    page.show();
    finishStop();
    await settle();
    expect(work.asks).toBe(1);
  });

  it('is left alone once unsubscribed', () => {
    const { page, work, off } = hint();
    work.wanted = true;
    off();
    page.hide();
    expect(work.stops).toBe(0);
  });
});
