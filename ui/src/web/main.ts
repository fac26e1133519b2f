// The web build's page: the app core runs in a Web Worker (./worker.ts); the UI, the same as
// the desktop app's, reaches it through the worker transport, put in place before it mounts.
import { transport, useTransport } from '../lib/transport';
import { workerTransport } from '../lib/transport/worker';
import { showRestarted, showStartFailure } from './failure';
import { persistence } from '../lib/persistence.svelte';
import { install } from '../lib/install.svelte';
import { storageStore } from '../lib/storage.svelte';
import type { SavedGamesPage } from '../lib/ipc';
import { holdSaves, LaterWorker } from './holder';

// The core's worker opens the saved games once this tab holds them (./holder.ts: one tab of the
// app at a time does); the UI mounts at once, its calls waiting for it.
const worker = new LaterWorker();
// How many search workers an analysis uses, when the page's address says (the benchmark's
// ?search-workers=N, scripts/bench-web.mjs); else the worker counts the device's cores.
const searchWorkers = Number(new URLSearchParams(location.search).get('search-workers') ?? '');
/** Tells the core's worker that count (each new core: see onStopped below). */
const tellSearchWorkers = () => {
  if (Number.isSafeInteger(searchWorkers) && searchWorkers >= 1) worker.postMessage({ type: 'search-workers', count: searchWorkers });
};
tellSearchWorkers();
/** A new worker of the app core (its name is how the core's panic hook knows it is the one to
 * tell the page: crates/web/src/console.rs). */
const coreWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'tipgobble-core' });
// The first core's worker starts at once: it loads and compiles the app core while this page
// asks for the saves' lock and loads its own scripts, and opens the saves only once the lock is
// held (LaterWorker.attach tells it). Started only once the lock was held, it began after the
// lock's round trip behind the page's own scripts (docs/benchmarks.md).
let early: Worker | null = coreWorker();
// A core that stops after it started (a panic, a fault in its WebAssembly) is replaced by a new
// one on the same saved games: it reopens the game in play from its last saved move, the UI
// starts again from its first screen, and the person is told (./failure.ts).
useTransport(
  workerTransport(worker, {
    onFailed: showStartFailure,
    onStopped: (reason) => {
      console.error(`the app core stopped; starting a new one: ${reason}`);
      worker.replace(coreWorker());
      tellSearchWorkers();
      void mounted.then((ui) => ui.remount()).then(() => showRestarted(reason));
    },
  }),
);
// The saved games live in this origin's storage: ask the browser to keep it for good (the home
// screen says so when it may not, with a copy of every game one tap away). Not awaited: a
// browser may ask the person first.
void persistence.ask(navigator.storage, localStorage);
// The browser's install prompt may come at once: kept from the start for the home screen's
// Install button (ui/src/lib/install.svelte.ts).
install.watch(window);
// The browser deleted the saved games' files under the app (./opfs.ts): said on every screen.
void transport().listen('storage-lost', () => storageStore.lose());
// "Start saving again" after the browser deleted the saves: the game in play's text, kept across
// the page's reload and saved anew once the core has started on the storage given back.
const RESAVE = 'tipgobble.resave';
const resave = sessionStorage.getItem(RESAVE);
sessionStorage.removeItem(RESAVE);
/** Set when the page reloads on purpose: leaving then asks nothing. */
let reloading = false;
storageStore.startSavingAgain = async () => {
  // The game in play is the unfinished one played last, the first the core lists (the store
  // still reads the deleted files' contents through the handles it holds).
  const newest = (await transport().call('list_saved_games_page', { offset: 0, limit: 1, unfinished: true })) as SavedGamesPage;
  const playing = newest.cards[0];
  if (playing) sessionStorage.setItem(RESAVE, (await transport().call('saved_game_text', { id: playing.id })) as string);
  reloading = true;
  location.reload();
};
/** Saves `text` (the game that was in play) as a new game and makes it the game in play. */
async function saveAgain(text: string): Promise<void> {
  try {
    const id = (await transport().call('import_game_text', { text })) as number;
    await transport().call('open_saved_game', { id });
  } catch (err) {
    // Kept for the next start rather than lost.
    sessionStorage.setItem(RESAVE, text);
    console.error('the game in play could not be saved again:', err);
  }
}

let resaved: () => void = () => {};
// The app mounts once the game is saved again, so that it opens as the game in play (waiting
// at most 5 s: behind another tab holding the saves, this one mounts under its notice).
const mounted = (
  resave === null ? Promise.resolve() : Promise.race([new Promise<void>((r) => (resaved = r)), new Promise((r) => setTimeout(r, 5000))])
).then(() => import('../main'));
void holdSaves({
  start: () => {
    worker.attach(early ?? coreWorker());
    early = null;
    if (resave !== null) void saveAgain(resave).finally(resaved);
  },
  // Another tab took the saves: this one's core lets go of their files (every action was
  // saved as it was made) and the notice covers the page.
  onGone: () => worker.worker?.terminate(),
  ready: mounted,
});
await mounted;
// Leaving a page whose games are kept only in its memory asks first.
window.addEventListener('beforeunload', (e) => {
  if (reloading || !storageStore.inMemoryOnly() || document.querySelector('[data-testid="holder-notice"]')) return;
  e.preventDefault();
  // Older browsers ask only when a value is returned.
  e.returnValue = '';
});

// The installable app: the service worker keeps the build's files, so that after this first
// visit the app starts with the network off (ui/src/web/service-worker.js). Not in development
// (Vite's server serves files that change), and a browser that refuses it still has the app.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  navigator.serviceWorker.register('./sw.js').catch((err: unknown) => console.warn('no service worker:', err));
}
