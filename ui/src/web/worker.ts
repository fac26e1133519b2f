// The web build's one worker script, in either of two roles by the name it was started with:
// the app core's worker (./core-worker.ts), which the page starts, or a search worker
// (./search-worker.ts), which the core's worker starts from this same script, so that the
// browser fetches and keeps the core's JavaScript once, not once per role.
import { runCore } from './core-worker';
import { runSearch, SEARCH_WORKER_NAME } from './search-worker';

if (self.name === SEARCH_WORKER_NAME) runSearch();
else runCore();
