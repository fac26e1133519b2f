// The theme's colour pairs meet WCAG AA in both schemes and both palettes: 4.5:1 for text,
// 3:1 for the outlines of controls, focus rings and symbols.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariables } from './contrast';

const css = readFileSync(new URL('../app.css', import.meta.url), 'utf8');
const rules = cssVariables(css);
const light = rules.get(':root') ?? {};
const schemes: Record<string, Record<string, string>> = {
  light,
  dark: { ...light, ...rules.get(":root[data-scheme='dark']") },
  'light, colour-blind': { ...light, ...rules.get(":root[data-palette='colour_blind']") },
  'dark, colour-blind': {
    ...light,
    ...rules.get(":root[data-scheme='dark']"),
    ...rules.get(":root[data-palette='colour_blind']"),
    ...rules.get(":root[data-palette='colour_blind'][data-scheme='dark']"),
  },
};

/** [foreground, background, minimum ratio, what it is] */
const PAIRS: readonly [string, string, number, string][] = [
  ['text', 'bg', 4.5, 'body text'],
  ['text', 'surface', 4.5, 'text on cards and buttons'],
  ['text', 'surface-2', 4.5, 'text on the second surface'],
  ['text-muted', 'bg', 4.5, 'secondary text'],
  ['text-muted', 'surface', 4.5, 'secondary text on cards'],
  ['accent-text', 'accent', 4.5, 'text on chosen buttons'],
  ['danger', 'bg', 4.5, 'error text'],
  ['danger', 'surface', 4.5, 'error text on cards'],
  ['text', 'warning-bg', 4.5, 'the settings notice'],
  ['gold-ink', 'gold', 4.5, 'a symbol on a gold block'],
  ['blue-ink', 'blue', 4.5, 'a symbol on a blue block'],
  ['border-strong', 'bg', 3, 'control outlines'],
  ['border-strong', 'surface', 3, 'control outlines on cards'],
  ['focus', 'bg', 3, 'the focus ring'],
  ['focus', 'surface', 3, 'the focus ring on cards'],
  ['accent', 'surface', 3, 'a chosen segment against the card'],
  ['warning-border', 'warning-bg', 3, 'the notice outline'],
  ['text', 'board', 3, 'a hop dot and coordinates on the board'],
  ['white-piece-edge', 'board', 3, 'a white cup’s outline on the board'],
  ['black-piece-edge', 'board', 3, 'a black cup’s outline on the board'],
  ['white-piece-detail', 'white-piece', 3, 'a white cup’s rings and size mark'],
  ['white-piece-detail', 'white-piece-rim', 3, 'a white cup’s rings on its rim'],
  ['black-piece-detail', 'black-piece', 3, 'a black cup’s rings and size mark'],
  ['black-piece-detail', 'black-piece-rim', 3, 'a black cup’s rings on its rim'],
  ['gold-edge', 'board', 3, 'a gold cube’s outline and the gold goal star on the board'],
  ['blue-edge', 'board', 3, 'a blue cube’s outline and the blue goal star on the board'],
  ['gold-side-ink', 'gold-side', 3, 'a symbol on a gold cube’s side'],
  ['blue-side-ink', 'blue-side', 3, 'a symbol on a blue cube’s side'],
  ['stack-rim-edge', 'board', 3, 'the rims of a stack’s covered pieces'],
  ['win-line', 'board', 3, 'the line of four marked on the board'],
  ['last-move-ring', 'board', 3, 'the last move’s squares'],
  ['chart-won', 'surface', 3, 'won bars'],
  ['chart-lost', 'surface', 3, 'lost bars'],
  ['chart-drawn', 'surface', 3, 'drawn bars'],
  ['chart-won', 'bg', 3, 'won bars on the page'],
  ['chart-lost', 'bg', 3, 'lost bars on the page'],
  ['class-best-ink', 'class-best', 4.5, 'the symbol of a best move'],
  ['class-good-ink', 'class-good', 4.5, 'the symbol of a good move'],
  ['class-inaccuracy-ink', 'class-inaccuracy', 4.5, 'the symbol of an inaccuracy (?!)'],
  ['class-mistake-ink', 'class-mistake', 4.5, 'the symbol of a mistake (?)'],
  ['class-blunder-ink', 'class-blunder', 4.5, 'the symbol of a blunder (??)'],
];

describe('theme contrast (WCAG AA)', () => {
  for (const [scheme, vars] of Object.entries(schemes)) {
    for (const [fg, bg, min, what] of PAIRS) {
      it(`${scheme}: ${what} (--${fg} on --${bg}) ≥ ${min}:1`, () => {
        const a = vars[fg];
        const b = vars[bg];
        expect(a, `--${fg} is not a #rrggbb colour in ${scheme}`).toBeDefined();
        expect(b, `--${bg} is not a #rrggbb colour in ${scheme}`).toBeDefined();
        expect(contrastRatio(a!, b!)).toBeGreaterThanOrEqual(min);
      });
    }
  }
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#123456', '#123456')).toBe(1);
  });
});
