// Mounts the app into the page.
import { mount, unmount } from 'svelte';
import App from './App.svelte';
import { followNativeInsets } from './lib/native-insets';
import { startLang } from './lib/i18n/index.svelte';
import { transport } from './lib/transport';
import './app.css';

declare global {
  interface Window {
    /** The door to the app core that automation uses (the end-to-end tests, in both hosts):
     * the same one as the UI's, with no more power than the UI has. */
    __TIPGOBBLE__?: {
      call(name: string, args?: Record<string, unknown>): Promise<unknown>;
      listen(event: string, handler: (payload: unknown) => void): Promise<() => void>;
    };
  }
}

const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element');

// Android: the system bars' and the cutout's insets where the WebView gives none.
followNativeInsets();
window.__TIPGOBBLE__ = {
  call: (name, args) => transport().call(name, args ?? {}),
  listen: (event, handler) => transport().listen(event, handler),
};
// The first screen in the person's language: its texts fetched first (English is built in).
await startLang();
/** The page's element the app mounts in (checked above). */
const root: HTMLElement = target;
let app = mount(App, { target: root });

/** Mounts the app anew, from its first screen, as at a start: the web build's page does it
 * once it has started a new core after one stopped (ui/src/web/main.ts), so that no screen
 * goes on with what the old core told it. */
export async function remount(): Promise<void> {
  await unmount(app);
  app = mount(App, { target: root });
}
