// The web build's page: the app core runs in a Web Worker (./worker.ts); the UI, the same as
// the desktop app's, reaches it through the worker transport, put in place before it mounts.
import { useTransport } from '../lib/transport';
import { workerTransport } from '../lib/transport/worker';
import { showStartFailure } from './failure';

const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'tipgobble-core' });
useTransport(workerTransport(worker, { onFailed: showStartFailure }));
await import('../main');
