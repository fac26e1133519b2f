// Android's system bars, display cutout and keyboard where the WebView does not handle them: the
// app draws edge to edge, but Android WebView before 140 gives the page no
// env(safe-area-inset-*), nothing is resized for the on-screen keyboard (which would cover the
// text fields near the bottom), and the bars' icons follow the system's theme, not the app's.
// MainActivity (src-tauri/gen/android) gives the page `window.TipGobbleAndroid` for these; on
// desktop and iOS there is none and everything here does nothing.

/** What MainActivity's `TipGobbleAndroid` offers the page. */
export interface AndroidBars {
  /** The insets in CSS pixels, as JSON:
   * `{"top":…,"right":…,"bottom":…,"left":…,"keyboard":…}` (`keyboard` is missing from an app
   * older than this page). */
  insets(): string;
  /** The app draws its dark scheme: light bar icons, else dark ones. */
  setDarkBars(dark: boolean): void;
}

/** Room taken by the system bars and the cutout on each side, and the height of the on-screen
 * keyboard over the page (0 when it is closed), in CSS pixels. */
export interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
  keyboard: number;
}

/** The window event MainActivity dispatches when the insets change (`detail`: the insets). */
export const INSETS_EVENT = 'tipgobble-insets';

const SIDES = ['top', 'right', 'bottom', 'left'] as const;

/** The part of an element used here: what it is, and scrolling it into view. */
export interface PageElement {
  readonly tagName: string;
  readonly type?: string;
  readonly isContentEditable?: boolean;
  scrollIntoView(options?: ScrollIntoViewOptions): void;
}

/** The part of `window` used here. */
export interface PageWindow extends Pick<EventTarget, 'addEventListener' | 'removeEventListener'> {
  readonly document: {
    readonly documentElement: { readonly style: Pick<CSSStyleDeclaration, 'setProperty'> };
    readonly activeElement?: PageElement | null;
  };
  readonly TipGobbleAndroid?: unknown;
}

function pageWindow(): PageWindow | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

/** The Android app's bridge, or undefined anywhere else. */
export function androidBars(win: PageWindow | undefined = pageWindow()): AndroidBars | undefined {
  const bridge = win?.TipGobbleAndroid as Partial<AndroidBars> | undefined;
  return typeof bridge?.insets === 'function' && typeof bridge.setDarkBars === 'function'
    ? (bridge as AndroidBars)
    : undefined;
}

/** Whether `size` is a finite size of at least 0. */
function isSize(size: unknown): size is number {
  return typeof size === 'number' && Number.isFinite(size) && size >= 0;
}

/** The insets in `value` (the bridge's JSON, or the event's object), or undefined when it is not
 * four finite sizes of at least 0 (and a fifth, `keyboard`, when there is one; 0 when not). */
export function parseInsets(value: unknown): Insets | undefined {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const record = parsed as Record<string, unknown>;
  const insets: Insets = { top: 0, right: 0, bottom: 0, left: 0, keyboard: 0 };
  for (const side of SIDES) {
    const size = record[side];
    if (!isSize(size)) return undefined;
    insets[side] = size;
  }
  const keyboard = record['keyboard'];
  if (keyboard !== undefined) {
    if (!isSize(keyboard)) return undefined;
    insets.keyboard = keyboard;
  }
  return insets;
}

/** Input types that open no text keyboard. */
const NOT_TYPED = new Set([
  'button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit',
]);

/** Whether `element` is a field the keyboard types into. */
export function isTextField(element: PageElement | null | undefined): element is PageElement {
  if (!element) return false;
  const tag = element.tagName.toUpperCase();
  if (tag === 'TEXTAREA') return true;
  if (tag === 'INPUT') return !NOT_TYPED.has((element.type ?? 'text').toLowerCase());
  return element.isContentEditable === true;
}

/** Sets `--native-inset-top` … `--native-inset-left` on the page (app.css takes the larger of
 * each and the WebView's own env(safe-area-inset-*)) and `--native-keyboard` (app.css keeps the
 * page's bottom, and what is scrolled into view, above the keyboard). */
export function applyInsets(win: PageWindow, insets: Insets): void {
  const style = win.document.documentElement.style;
  for (const side of SIDES) style.setProperty(`--native-inset-${side}`, `${insets[side]}px`);
  style.setProperty('--native-keyboard', `${insets.keyboard}px`);
}

/** Applies `next` after `previous`; when the keyboard has grown, scrolls the field being typed
 * into back into view (above the keyboard: app.css's scroll-padding-bottom counts it). */
export function updateInsets(win: PageWindow, previous: Insets | undefined, next: Insets): void {
  applyInsets(win, next);
  if (next.keyboard > (previous?.keyboard ?? 0)) {
    const focused = win.document.activeElement;
    if (isTextField(focused)) focused.scrollIntoView({ block: 'nearest' });
  }
}

/** Follows the insets Android reports, from now on. Returns a function that stops. */
export function followNativeInsets(win: PageWindow | undefined = pageWindow()): () => void {
  const bars = androidBars(win);
  if (!win || !bars) return () => undefined;
  let current: Insets | undefined;
  const onChange = (event: Event) => {
    const insets = parseInsets((event as CustomEvent<unknown>).detail);
    if (insets) {
      updateInsets(win, current, insets);
      current = insets;
    }
  };
  // Listening first: a change dispatched after the read below is not missed.
  win.addEventListener(INSETS_EVENT, onChange);
  const now = parseInsets(bars.insets());
  if (now && !current) {
    updateInsets(win, undefined, now);
    current = now;
  }
  return () => win.removeEventListener(INSETS_EVENT, onChange);
}

/** Tells Android whether the app draws its dark scheme, so the bars' icons stay readable. */
export function setDarkBars(dark: boolean, win: PageWindow | undefined = pageWindow()): void {
  androidBars(win)?.setDarkBars(dark);
}
