// Mounts the app into the page.
import { mount } from 'svelte';
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
export default mount(App, { target });
