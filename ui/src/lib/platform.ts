// Whether the app runs on a phone or a tablet (Android, iOS, iPadOS) rather than a desktop,
// for the few texts that differ: a desktop has a file manager that reaches the app's data
// folder, a phone keeps that folder private to the app.

/** The part of `navigator` used here. */
export interface PageNavigator {
  readonly userAgent: string;
  readonly maxTouchPoints?: number;
}

/** Whether `nav` is a phone's or a tablet's web view. iPadOS's web view says "Macintosh" like a
 * Mac's, but a Mac has no touch screen. */
export function onPhone(
  nav: PageNavigator | undefined = typeof navigator === 'undefined' ? undefined : navigator,
): boolean {
  if (!nav) return false;
  if (/Android|iPhone|iPad|iPod/.test(nav.userAgent)) return true;
  return /Macintosh/.test(nav.userAgent) && (nav.maxTouchPoints ?? 0) > 1;
}
