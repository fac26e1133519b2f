// The web build's page: the app core runs in a Web Worker (./worker.ts); the UI, the same as
// the desktop app's, reaches it through the worker transport, put in place before it mounts.
import { useTransport } from '../lib/transport';
import { workerTransport } from '../lib/transport/worker';
import { showStartFailure } from './failure';

const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'tipgobble-core' });
useTransport(workerTransport(worker, { onFailed: showStartFailure }));
await import('../main');

// The installable app: the service worker keeps the build's files, so that after this first
// visit the app starts with the network off (ui/src/web/service-worker.js). Not in development
// (Vite's server serves files that change), and a browser that refuses it still has the app.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  navigator.serviceWorker.register('./sw.js').catch((err: unknown) => console.warn('no service worker:', err));
}
