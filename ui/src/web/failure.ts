// When the app core cannot start in this browser, or stops (a fault inside the WebAssembly
// module), the person is told so in their language, over whatever screen was showing: every
// call is refused from then on, so nothing else on the page can help them. The technical
// reason only as details.
import { t } from '../lib/i18n/index.svelte';

/** Shows the notice that the core stopped, with `reason` (once). */
export function showStartFailure(reason: string): void {
  if (document.querySelector('[data-testid="core-stopped"]')) return;
  const notice = document.createElement('div');
  notice.setAttribute('role', 'alert');
  notice.dataset.testid = 'core-stopped';
  notice.className = 'core-stopped';
  const words = document.createElement('p');
  words.textContent = t('app.stoppedPlain');
  const details = document.createElement('details');
  const summary = document.createElement('summary');
  summary.textContent = t('storage.technical');
  const why = document.createElement('p');
  why.dataset.testid = 'core-stopped-reason';
  why.textContent = reason;
  details.append(summary, why);
  notice.append(words, details);
  document.body.append(notice);
}
