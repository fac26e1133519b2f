// axe-core, the accessibility engine, run in the app's page through WebDriver: the same
// helper works for any WebDriver session (WebKitGTK through tauri-driver today, Chromium
// through chromedriver later), since it only uses executeScript.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts a screen must have none of. */
export const BLOCKING = new Set(['serious', 'critical']);

/** Runs axe on the whole page of `session` (injecting it once per page) and resolves to its
 * violations, each `{id, impact, help, nodes: [css target…]}`. */
export async function axeViolations(session) {
  const present = await session.execute('return typeof window.axe === "object";');
  if (!present) await session.execute(`${AXE_SOURCE}\n;return true;`);
  const result = await session.executeAsync(
    `const done = arguments[arguments.length - 1];
     window.axe
       .run(document, { resultTypes: ['violations'] })
       .then((r) => done({ ok: true, violations: r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) })) }))
       .catch((e) => done({ ok: false, error: String(e) }));`,
  );
  if (!result.ok) throw new Error(`axe failed: ${result.error}`);
  return result.violations;
}

/** The counts of serious and critical violations, and a readable list of them. */
export function summarise(violations) {
  const blocking = violations.filter((v) => BLOCKING.has(v.impact));
  return {
    serious: blocking.filter((v) => v.impact === 'serious').length,
    critical: blocking.filter((v) => v.impact === 'critical').length,
    minor: violations.length - blocking.length,
    text: blocking.map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.slice(0, 4).join(', ')}`).join('\n'),
  };
}
