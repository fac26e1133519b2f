// Where a board's places are on the page, kept so that a move can start without reading the
// page's layout: the box of each square and external stack relative to the sprite layer, read
// in a ResizeObserver's callback (after the page's layout, so that reading it costs nothing)
// and read again whenever the board or one of its places changes size, or places are added,
// removed or moved (a board turned round, a new board). Between two readings the boxes are
// what the page drew last. A place not known yet is read at once (a forced layout, as
// `animate.measure` does).
import { measure, placeElement, type Spot } from './animate';
import type { Place } from './motion';

/** The elements a move can start or end on: squares and external stacks. */
const PLACES = '[data-square], [data-reserve-seat]';

/** Whether `node` is, or holds, a place: its addition or removal moves the places. */
function holdsPlaces(node: Node): boolean {
  return node instanceof Element && (node.matches(PLACES) || node.querySelector(PLACES) !== null);
}

/** The kept boxes of one board's places. */
export class Spots {
  #boxes = new Map<Element, Spot>();
  #base: number | null = null;
  readonly #resize: ResizeObserver;
  readonly #mutations: MutationObserver;

  /** Watches the places under `root`, relative to `layer` (the sprite layer); `onbase` is
   * told the width of a square each time it is read. */
  constructor(
    private readonly root: HTMLElement,
    private readonly layer: HTMLElement,
    private readonly onbase: (width: number) => void,
  ) {
    this.#resize = new ResizeObserver(() => this.read());
    this.#mutations = new MutationObserver((records) => {
      if (records.some((r) => [...r.addedNodes, ...r.removedNodes].some(holdsPlaces))) this.#watch();
    });
    this.#mutations.observe(root, { childList: true, subtree: true });
    this.#watch();
  }

  /** Forgets the boxes and observes the board and every place again: each observation is
   * reported after the next layout, which reads the boxes anew. */
  #watch(): void {
    this.#boxes.clear();
    this.#resize.disconnect();
    this.#resize.observe(this.root);
    for (const el of this.root.querySelectorAll(PLACES)) this.#resize.observe(el);
  }

  /** Reads every place's box (called once the page's layout is done). */
  read(): void {
    const layer = this.layer.getBoundingClientRect();
    const boxes = new Map<Element, Spot>();
    let base: number | null = null;
    for (const el of this.root.querySelectorAll(PLACES)) {
      const r = el.getBoundingClientRect();
      boxes.set(el, { x: r.left - layer.left + r.width / 2, y: r.top - layer.top + r.height / 2, size: Math.min(r.width, r.height) });
      if (base === null && el.hasAttribute('data-square') && r.width > 0) base = r.width;
    }
    this.#boxes = boxes;
    if (base !== null) {
      this.#base = base;
      this.onbase(base);
    }
  }

  /** Where `place` is relative to the layer: its kept box, else read now. */
  spot(place: Place): Spot | null {
    const el = placeElement(this.root, place);
    if (!el) return null;
    const kept = this.#boxes.get(el);
    if (kept) return kept;
    const read = measure(this.root, this.layer, place);
    if (read) this.#boxes.set(el, read);
    return read;
  }

  /** The width of a square, when read. */
  get base(): number | null {
    return this.#base;
  }

  /** Stops watching the page. */
  disconnect(): void {
    this.#resize.disconnect();
    this.#mutations.disconnect();
  }
}
