import { describe, expect, it } from 'vitest';
import {
  INSETS_EVENT,
  androidBars,
  followNativeInsets,
  isTextField,
  parseInsets,
  setDarkBars,
  type AndroidBars,
  type PageElement,
  type PageWindow,
} from './native-insets';

/** An element of `tagName` (and `type`) that records how it was scrolled into view. */
function fakeElement(tagName: string, type?: string) {
  const scrolls: (ScrollIntoViewOptions | undefined)[] = [];
  const element: PageElement = {
    tagName,
    ...(type === undefined ? {} : { type }),
    scrollIntoView: (options) => void scrolls.push(options),
  };
  return { element, scrolls };
}

/** A page with the CSS variables it was given, and Android's bridge when `bridge` is given;
 * `focus` sets the element that has the focus. */
function fakePage(bridge?: AndroidBars) {
  const vars = new Map<string, string>();
  const events = new EventTarget();
  const setProperty = (name: string, value: string | null) => void vars.set(name, value ?? '');
  const document: { documentElement: PageWindow['document']['documentElement'] } & {
    activeElement: PageElement | null;
  } = { documentElement: { style: { setProperty } }, activeElement: null };
  const win: PageWindow = {
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    document,
    ...(bridge ? { TipGobbleAndroid: bridge } : {}),
  };
  const dispatch = (detail: unknown) =>
    events.dispatchEvent(new CustomEvent(INSETS_EVENT, { detail }));
  const focus = (element: PageElement | null) => {
    document.activeElement = element;
  };
  return { win, vars, dispatch, focus };
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

const PHONE = '{"top":24.0,"right":0.0,"bottom":47.619,"left":0.0,"keyboard":0.0}';
const KEYBOARD_OPEN = '{"top":24.0,"right":0.0,"bottom":47.619,"left":0.0,"keyboard":301.5}';

describe('parseInsets', () => {
  it("reads the bridge's JSON and the event's object", () => {
    expect(parseInsets(PHONE)).toEqual({
      top: 24,
      right: 0,
      bottom: 47.619,
      left: 0,
      keyboard: 0,
    });
    expect(parseInsets({ top: 0, right: 30, bottom: 0, left: 12.5, keyboard: 0 })).toEqual({
      top: 0,
      right: 30,
      bottom: 0,
      left: 12.5,
      keyboard: 0,
    });
  });

  it("reads the keyboard's height, and 0 from an app that does not send it", () => {
    expect(parseInsets(KEYBOARD_OPEN)?.keyboard).toBe(301.5);
    expect(parseInsets('{"top":24,"right":0,"bottom":48,"left":0}')?.keyboard).toBe(0);
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
      { top: 0, right: 0, bottom: 0, left: 0, keyboard: -1 },
      { top: 0, right: 0, bottom: 0, left: 0, keyboard: '300' },
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
      '--native-keyboard': '0px',
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

  it('keeps the field being typed into above the keyboard as it opens, and only then', () => {
    const { bridge } = fakeBridge(PHONE);
    const page = fakePage(bridge);
    followNativeInsets(page.win);
    const title = fakeElement('INPUT', 'text');
    page.focus(title.element);

    page.dispatch(JSON.parse(KEYBOARD_OPEN));
    expect(page.vars.get('--native-keyboard')).toBe('301.5px');
    expect(title.scrolls).toEqual([{ block: 'nearest' }]);

    // The same height again (another inset changed), then closing: nothing to reveal.
    page.dispatch({ ...JSON.parse(KEYBOARD_OPEN), top: 0 });
    page.dispatch(JSON.parse(PHONE));
    expect(page.vars.get('--native-keyboard')).toBe('0px');
    expect(title.scrolls).toHaveLength(1);

    // A taller keyboard (its suggestion strip appeared): revealed again.
    page.dispatch({ ...JSON.parse(KEYBOARD_OPEN), keyboard: 200 });
    page.dispatch({ ...JSON.parse(KEYBOARD_OPEN), keyboard: 260 });
    expect(title.scrolls).toHaveLength(3);
  });

  it('scrolls nothing when the focus is not on a text field', () => {
    const { bridge } = fakeBridge(PHONE);
    const page = fakePage(bridge);
    followNativeInsets(page.win);
    const toggle = fakeElement('INPUT', 'checkbox');
    page.focus(toggle.element);
    page.dispatch(JSON.parse(KEYBOARD_OPEN));
    expect(page.vars.get('--native-keyboard')).toBe('301.5px');
    expect(toggle.scrolls).toHaveLength(0);
    page.focus(null);
    expect(() => page.dispatch({ ...JSON.parse(KEYBOARD_OPEN), keyboard: 400 })).not.toThrow();
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

describe('isTextField', () => {
  it('is true for the fields the keyboard types into', () => {
    for (const [tag, type] of [
      ['TEXTAREA', undefined],
      ['INPUT', undefined],
      ['INPUT', 'text'],
      ['INPUT', 'search'],
      ['input', 'number'],
    ] as const) {
      expect(isTextField(fakeElement(tag, type).element)).toBe(true);
    }
    const editable: PageElement = { ...fakeElement('DIV').element, isContentEditable: true };
    expect(isTextField(editable)).toBe(true);
  });

  it('is false for buttons, choices and nothing', () => {
    for (const type of ['checkbox', 'radio', 'button', 'submit', 'range']) {
      expect(isTextField(fakeElement('INPUT', type).element)).toBe(false);
    }
    expect(isTextField(fakeElement('BUTTON').element)).toBe(false);
    expect(isTextField(null)).toBe(false);
    expect(isTextField(undefined)).toBe(false);
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
