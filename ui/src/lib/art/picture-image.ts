// A drawn SVG picture made into one image (a data: URL of its SVG text), for the long list of
// Saved games: Chromium re-records the page's area around the window each time the scroll
// leaves it, and a card's picture drawn as SVG is up to about a hundred shapes to record each
// time, an image one (docs/benchmarks.md, issue 43). The theme's colours reach the picture
// through the page's stylesheets, which an image does not see: each shape's painted
// properties are read from the page (getComputedStyle) and written on the shape itself.

/** The properties the pictures' stylesheets set (components/art): the colours and lines. */
const PAINTED = ['fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap', 'stroke-linejoin', 'opacity'] as const;

/** The SVG text of `svg` as drawn now, standing alone: each element carries its computed
 * painted properties as attributes, and the classes, data and accessibility attributes that
 * only the page used are dropped. `computed` reads an element's style (the window's
 * getComputedStyle). */
export function standaloneSvg(svg: SVGSVGElement, computed: (e: Element) => CSSStyleDeclaration): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const drawn = [svg, ...svg.querySelectorAll('*')];
  const copied = [copy, ...copy.querySelectorAll('*')];
  drawn.forEach((element, i) => {
    const target = copied[i];
    if (!target) return;
    const style = computed(element);
    for (const name of PAINTED) {
      const value = style.getPropertyValue(name);
      if (value) target.setAttribute(name, value);
    }
    for (const attribute of [...target.attributes]) {
      if (attribute.name === 'class' || attribute.name === 'style' || attribute.name === 'role' || attribute.name.startsWith('aria-') || attribute.name.startsWith('data-')) {
        target.removeAttribute(attribute.name);
      }
    }
  });
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  const box = copy.viewBox.baseVal;
  if (box && box.width > 0) {
    copy.setAttribute('width', String(box.width));
    copy.setAttribute('height', String(box.height));
  }
  return new XMLSerializer().serializeToString(copy);
}

/** `svgText` as a data: URL an <img> draws. */
export function svgUrl(svgText: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`;
}

let waiting: (() => void)[] = [];

/** Runs `read` at the next animation frame, with every other read asked for meanwhile, so the
 * pictures of a page of cards are read after one style calculation, before any of them is
 * replaced (each replacement is applied after the reads, by Svelte's next update). */
export function readAtNextFrame(read: () => void): void {
  waiting.push(read);
  if (waiting.length > 1) return;
  requestAnimationFrame(() => {
    const reads = waiting;
    waiting = [];
    for (const r of reads) r();
  });
}
