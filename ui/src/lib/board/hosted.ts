// A board's notes (Deblockle's blocks home, the tipped block's note) shown in a screen's
// side column instead of beside the grid: in landscape the board takes the whole height and
// the notes would push it off the screen. A Svelte action: the node stays the component's
// (its content updates as before); only where it stands in the document changes.

/** Shows `node` at the end of `host` while a host is given, else where the component put
 * it. Removed with the component either way. */
export function hostedBy(node: HTMLElement, host: HTMLElement | null | undefined) {
  const anchor = document.createComment('');
  node.before(anchor);
  const place = (to: HTMLElement | null | undefined) => {
    if (to) to.append(node);
    else anchor.after(node);
  };
  place(host);
  return {
    update: place,
    destroy() {
      node.remove();
      anchor.remove();
    },
  };
}
