// Focus for the panels that open in place of or beside what was focused (the game's menu, its
// confirmations): opened, the focus goes to the first control inside; closed, it goes back to
// what had it before (or, if that is gone too, to `fallback`), instead of being lost on the
// page's body.

const CONTROLS = 'button:not(:disabled), [href], input:not(:disabled), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Svelte action: `use:holdsFocus={'[data-testid="more"]'}`. */
export function holdsFocus(node: HTMLElement, fallback: string | null = null) {
  // What had the focus, unless nothing did (the body): then `fallback` gets it back.
  const active = document.activeElement;
  const before = active instanceof HTMLElement && active !== document.body ? active : null;
  node.querySelector<HTMLElement>(CONTROLS)?.focus();
  let back = fallback;
  return {
    update(next: string | null) {
      back = next;
    },
    destroy() {
      // After the update that removed the panel, when what replaces it is in the page.
      setTimeout(() => {
        const active = document.activeElement;
        if (active && active !== document.body && active.isConnected) return; // the person moved on
        if (before?.isConnected) before.focus();
        else if (back) document.querySelector<HTMLElement>(back)?.focus();
      });
    },
  };
}

/** The controls inside `node` that Tab reaches, in order. */
function tabbable(node: HTMLElement): HTMLElement[] {
  return [...node.querySelectorAll<HTMLElement>(CONTROLS)].filter((el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert]'));
}

/** Svelte action for a modal dialog (`aria-modal="true"`): like {@link holdsFocus}, and Tab and
 * Shift+Tab go round the dialog's own controls instead of leaving it for the page behind. */
export function trapsFocus(node: HTMLElement, fallback: string | null = null) {
  const held = holdsFocus(node, fallback);
  function onKey(e: KeyboardEvent) {
    // WebKitGTK names Shift+Tab's key "Unidentified" (GTK's left tab); its code is Tab.
    if (e.key !== 'Tab' && e.code !== 'Tab') return;
    const controls = tabbable(node);
    if (controls.length === 0) {
      e.preventDefault();
      return;
    }
    const first = controls[0];
    const last = controls[controls.length - 1];
    const active = document.activeElement;
    if (e.shiftKey && (active === first || !node.contains(active))) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && (active === last || !node.contains(active))) {
      e.preventDefault();
      first?.focus();
    }
  }
  document.addEventListener('keydown', onKey, true);
  return {
    update: held.update,
    destroy() {
      document.removeEventListener('keydown', onKey, true);
      held.destroy();
    },
  };
}
