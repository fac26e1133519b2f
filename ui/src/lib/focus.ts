// Focus for the panels that open in place of or beside what was focused (the game's menu, its
// confirmations): opened, the focus goes to the first control inside; closed, it goes back to
// what had it before (or, if that is gone too, to `fallback`), instead of being lost on the
// page's body.

const CONTROLS = 'button:not(:disabled), [href], input:not(:disabled), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Svelte action: `use:holdsFocus={'[data-testid="more"]'}`. */
export function holdsFocus(node: HTMLElement, fallback: string | null = null) {
  const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
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
