// WCAG 2 contrast between two colours, to check the theme's colour pairs.

/** The relative luminance of a #rrggbb colour (WCAG 2.x definition). */
export function luminance(hex: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => {
    const c = parseInt(h ?? '0', 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The custom properties (--name: #rrggbb) declared in each rule of a stylesheet, by selector. */
export function cssVariables(css: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  const noComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const m of noComments.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selector = (m[1] ?? '').trim();
    const vars: Record<string, string> = {};
    for (const d of (m[2] ?? '').matchAll(/--([\w-]+)\s*:\s*(#[0-9a-fA-F]{6})\s*;/g)) vars[d[1] ?? ''] = d[2] ?? '';
    if (Object.keys(vars).length) rules.set(selector, { ...(rules.get(selector) ?? {}), ...vars });
  }
  return rules;
}
