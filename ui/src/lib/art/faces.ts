// The six Deblockle symbols as vector shapes in a 100×100 box centred on (50, 50), drawn in
// currentColor. FaceGlyph.svelte draws one inside any SVG (the board draws cube tops with it);
// FaceIcon.svelte draws one on its own.
import type { Face } from './cell';

/** One shape of a symbol: a filled path, or a stroked one of the given width. */
export interface Shape {
  d: string;
  fill?: boolean;
  stroke?: number;
}

function star(cx: number, cy: number, outer: number, inner: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(`${(cx + r * Math.cos(a)).toFixed(2)} ${(cy + r * Math.sin(a)).toFixed(2)}`);
  }
  return `M${pts.join('L')}Z`;
}

function octagon(cx: number, cy: number, r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 8; i++) {
    const a = Math.PI / 8 + (i * Math.PI) / 4;
    pts.push(`${(cx + r * Math.cos(a)).toFixed(2)} ${(cy + r * Math.sin(a)).toFixed(2)}`);
  }
  return `M${pts.join('L')}Z`;
}

function ring(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
}

/** The shapes of each symbol. Each is recognisable by outline alone (no colour needed):
 * Star a five-pointed star, Stop an octagon with a bar, Cross a plus, X a saltire, Slider a
 * four-headed arrow, Hoops three rings. */
export const FACE_SHAPES: Readonly<Record<Face, readonly Shape[]>> = {
  star: [{ d: star(50, 53, 44, 18), fill: true }],
  stop: [
    { d: octagon(50, 50, 42), fill: true },
    { d: 'M28 50H72', stroke: 0 },
  ],
  cross: [{ d: 'M50 12V88M12 50H88', stroke: 18 }],
  x: [{ d: 'M19 19L81 81M81 19L19 81', stroke: 18 }],
  slider: [
    { d: 'M50 22V78M22 50H78', stroke: 8 },
    { d: 'M50 6L64 24H36ZM50 94L36 76H64ZM6 50L24 36V64ZM94 50L76 64V36Z', fill: true },
  ],
  hoops: [
    { d: ring(50, 29, 18), stroke: 8 },
    { d: ring(29, 66, 18), stroke: 8 },
    { d: ring(71, 66, 18), stroke: 8 },
  ],
};
