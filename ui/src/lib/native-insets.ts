// Android's system bars and display cutout where the WebView does not handle them: the app draws
// edge to edge, but Android WebView before 140 gives the page no env(safe-area-inset-*), and the
// bars' icons follow the system's theme, not the app's. MainActivity (src-tauri/gen/android)
// gives the page `window.TipGobbleAndroid` for both; on desktop and iOS there is none and
// everything here does nothing.

/** What MainActivity's `TipGobbleAndroid` offers the page. */
export interface AndroidBars {
  /** The insets in CSS pixels, as JSON: `{"top":…,"right":…,"bottom":…,"left":…}`. */
  insets(): string;
  /** The app draws its dark scheme: light bar icons, else dark ones. */
  setDarkBars(dark: boolean): void;
}

/** Room taken by the system bars and the cutout on each side, in CSS pixels. */
export interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** The window event MainActivity dispatches when the insets change (`detail`: the insets). */
export const INSETS_EVENT = 'tipgobble-insets';

const SIDES = ['top', 'right', 'bottom', 'left'] as const;

/** The part of `window` used here. */
export interface PageWindow extends Pick<EventTarget, 'addEventListener' | 'removeEventListener'> {
  readonly document: {
    readonly documentElement: { readonly style: Pick<CSSStyleDeclaration, 'setProperty'> };
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

/** The insets in `value` (the bridge's JSON, or the event's object), or undefined when it is not
 * four finite sizes of at least 0. */
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
  const insets: Insets = { top: 0, right: 0, bottom: 0, left: 0 };
  for (const side of SIDES) {
    const size = record[side];
    if (typeof size !== 'number' || !Number.isFinite(size) || size < 0) return undefined;
    insets[side] = size;
  }
  return insets;
}

/** Sets `--native-inset-top` … `--native-inset-left` on the page (app.css takes the larger of
 * each and the WebView's own env(safe-area-inset-*)). */
export function applyInsets(win: PageWindow, insets: Insets): void {
  const style = win.document.documentElement.style;
  for (const side of SIDES) style.setProperty(`--native-inset-${side}`, `${insets[side]}px`);
}

/** Follows the insets Android reports, from now on. Returns a function that stops. */
export function followNativeInsets(win: PageWindow | undefined = pageWindow()): () => void {
  const bars = androidBars(win);
  if (!win || !bars) return () => undefined;
  const onChange = (event: Event) => {
    const insets = parseInsets((event as CustomEvent<unknown>).detail);
    if (insets) applyInsets(win, insets);
  };
  // Listening first: a change dispatched after the read below is not missed.
  win.addEventListener(INSETS_EVENT, onChange);
  const now = parseInsets(bars.insets());
  if (now) applyInsets(win, now);
  return () => win.removeEventListener(INSETS_EVENT, onChange);
}

/** Tells Android whether the app draws its dark scheme, so the bars' icons stay readable. */
export function setDarkBars(dark: boolean, win: PageWindow | undefined = pageWindow()): void {
  androidBars(win)?.setDarkBars(dark);
}
