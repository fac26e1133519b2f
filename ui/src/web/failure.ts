// When the app core cannot start in this browser, or stops (a fault inside the WebAssembly
// module), the person is told so in their language, over whatever screen was showing: every
// call is refused from then on, so nothing else on the page can help them.
import { t } from '../lib/i18n/index.svelte';

/** Shows the notice that the core stopped, with `reason` (once). */
export function showStartFailure(reason: string): void {
  if (document.querySelector('[data-testid="core-stopped"]')) return;
  const notice = document.createElement('div');
  notice.setAttribute('role', 'alert');
  notice.dataset.testid = 'core-stopped';
  notice.className = 'core-stopped';
  notice.textContent = t('app.stopped', { reason });
  document.body.append(notice);
}
