import { describe, expect, it } from 'vitest';
import {
  INSETS_EVENT,
  androidBars,
  followNativeInsets,
  parseInsets,
  setDarkBars,
  type AndroidBars,
  type PageWindow,
} from './native-insets';

/** A page with the CSS variables it was given, and Android's bridge when `bridge` is given. */
function fakePage(bridge?: AndroidBars) {
  const vars = new Map<string, string>();
  const events = new EventTarget();
  const setProperty = (name: string, value: string | null) => void vars.set(name, value ?? '');
  const win: PageWindow = {
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    document: { documentElement: { style: { setProperty } } },
    ...(bridge ? { TipGobbleAndroid: bridge } : {}),
  };
  const dispatch = (detail: unknown) =>
    events.dispatchEvent(new CustomEvent(INSETS_EVENT, { detail }));
  return { win, vars, dispatch };
}

/** Android's bridge as MainActivity gives it, reporting `json` and recording setDarkBars. */
function fakeBridge(json: string) {
  const darkCalls: boolean[] = [];
  const bridge: AndroidBars = {
    insets: () => json,
    setDarkBars: (dark) => void darkCalls.push(dark),
  };
  return { bridge, darkCalls };
}

const PHONE = '{"top":24.0,"right":0.0,"bottom":47.619,"left":0.0}';

describe('parseInsets', () => {
  it("reads the bridge's JSON and the event's object", () => {
    expect(parseInsets(PHONE)).toEqual({ top: 24, right: 0, bottom: 47.619, left: 0 });
    expect(parseInsets({ top: 0, right: 30, bottom: 0, left: 12.5 })).toEqual({
      top: 0,
      right: 30,
      bottom: 0,
      left: 12.5,
    });
  });

  it('refuses anything that is not four finite sizes of at least 0', () => {
    for (const bad of [
      undefined,
      null,
      42,
      'not json',
      '{"top":1,"right":2,"bottom":3}',
      { top: 1, right: 2, bottom: 3, left: '4' },
      { top: -1, right: 0, bottom: 0, left: 0 },
      { top: Number.NaN, right: 0, bottom: 0, left: 0 },
      { top: Number.POSITIVE_INFINITY, right: 0, bottom: 0, left: 0 },
    ]) {
      expect(parseInsets(bad)).toBeUndefined();
    }
  });
});

describe('followNativeInsets', () => {
  it('sets the insets Android reports at start as --native-inset-*', () => {
    const { bridge } = fakeBridge(PHONE);
    const page = fakePage(bridge);
    followNativeInsets(page.win);
    expect(Object.fromEntries(page.vars)).toEqual({
      '--native-inset-top': '24px',
      '--native-inset-right': '0px',
      '--native-inset-bottom': '47.619px',
      '--native-inset-left': '0px',
    });
  });

  it('follows their changes (the phone turned sideways) until stopped', () => {
    const { bridge } = fakeBridge(PHONE);
    const page = fakePage(bridge);
    const stop = followNativeInsets(page.win);
    page.dispatch({ top: 0, right: 48, bottom: 0, left: 30 });
    expect(page.vars.get('--native-inset-right')).toBe('48px');
    expect(page.vars.get('--native-inset-left')).toBe('30px');
    expect(page.vars.get('--native-inset-top')).toBe('0px');

    page.dispatch({ top: 'nonsense' });
    expect(page.vars.get('--native-inset-right')).toBe('48px');

    stop();
    page.dispatch({ top: 10, right: 10, bottom: 10, left: 10 });
    expect(page.vars.get('--native-inset-top')).toBe('0px');
  });

  it('does nothing without the Android app (desktop, iOS, tests)', () => {
    const page = fakePage();
    const stop = followNativeInsets(page.win);
    page.dispatch({ top: 10, right: 10, bottom: 10, left: 10 });
    expect(page.vars.size).toBe(0);
    stop();
    expect(() => followNativeInsets(undefined)()).not.toThrow();
  });
});

describe('setDarkBars', () => {
  it("tells Android the app's scheme", () => {
    const { bridge, darkCalls } = fakeBridge(PHONE);
    const page = fakePage(bridge);
    setDarkBars(true, page.win);
    setDarkBars(false, page.win);
    expect(darkCalls).toEqual([true, false]);
  });

  it('does nothing without the Android app, or with something else under its name', () => {
    expect(() => setDarkBars(true, fakePage().win)).not.toThrow();
    expect(() => setDarkBars(true, undefined)).not.toThrow();
    const odd = { ...fakePage().win, TipGobbleAndroid: { insets: 'not a function' } };
    expect(androidBars(odd)).toBeUndefined();
    expect(() => setDarkBars(true, odd)).not.toThrow();
  });
});
