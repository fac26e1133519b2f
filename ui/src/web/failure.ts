// When the app core cannot start in this browser, or stops (a fault inside the WebAssembly
// module, a panic), the person is told so in their language, over whatever screen was showing,
// the technical reason only as details. A core that had started and stopped is started again
// on the saved games (./main.ts): the notice then says so and can be closed; one that cannot
// start, or stops again and again, leaves every call refused, so nothing else on the page can
// help them.
import { t } from '../lib/i18n/index.svelte';

/** Shows the notice that the core stopped for good, with `reason` (once). */
export function showStartFailure(reason: string): void {
  document.querySelector('[data-testid="core-restarted"]')?.remove();
  if (document.querySelector('[data-testid="core-stopped"]')) return;
  document.body.append(notice('core-stopped', t('app.stoppedPlain'), reason));
}

/** Shows the notice that the core stopped and a new one was started on the saved games, the
 * game in play going on from its last saved move, with `reason`; the person closes it. */
export function showRestarted(reason: string): void {
  document.querySelector('[data-testid="core-restarted"]')?.remove();
  const shown = notice('core-restarted', t('app.restarted'), reason);
  shown.classList.add('restarted');
  const close = document.createElement('button');
  close.type = 'button';
  close.dataset.testid = 'core-restarted-close';
  close.textContent = t('common.close');
  close.addEventListener('click', () => shown.remove());
  shown.append(close);
  document.body.append(shown);
  close.focus();
}

/** A notice over the page: `words`, then `reason` under "Technical details". */
function notice(testid: string, words: string, reason: string): HTMLElement {
  const notice = document.createElement('div');
  notice.setAttribute('role', 'alert');
  notice.dataset.testid = testid;
  notice.className = 'core-stopped';
  const said = document.createElement('p');
  said.textContent = words;
  const details = document.createElement('details');
  const summary = document.createElement('summary');
  summary.textContent = t('storage.technical');
  const why = document.createElement('p');
  why.dataset.testid = `${testid}-reason`;
  why.textContent = reason;
  details.append(summary, why);
  notice.append(said, details);
  return notice;
}
