// A fake window for the tests of the app in the background: its document is hidden and shown
// by the test, which also fires the page's own events.
import type { PageHost } from './lifecycle';

/** A window whose document a test hides and shows, and whose page events it fires. */
export function fakePage(start: DocumentVisibilityState = 'visible') {
  const doc = Object.assign(new EventTarget(), { visibilityState: start });
  const win = new EventTarget();
  const page: PageHost & {
    hide(): void;
    show(): void;
    fire(type: 'pagehide' | 'pageshow'): void;
    document: typeof doc;
  } = {
    document: doc,
    addEventListener: (type, listener) => win.addEventListener(type, listener),
    removeEventListener: (type, listener) => win.removeEventListener(type, listener),
    hide() {
      doc.visibilityState = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
    show() {
      doc.visibilityState = 'visible';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
    fire(type) {
      win.dispatchEvent(new Event(type));
    },
  };
  return page;
}
