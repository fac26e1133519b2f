// A node:test reporter that says where an end-to-end run's time went: at the end, each test
// file's time (its top-level suites and tests, their before and after hooks included: the
// app's launches and closes), the longest first, and their sum. scripts/e2e.sh adds it beside
// the TAP output; docs/benchmarks.md keeps the figures of a clean clone's run.
import { basename } from 'node:path';

export default async function* fileTimes(source) {
  /** Milliseconds by file. */
  const times = new Map();
  for await (const event of source) {
    if ((event.type === 'test:pass' || event.type === 'test:fail') && event.data.nesting === 0) {
      const file = event.data.file ?? event.data.name;
      times.set(file, (times.get(file) ?? 0) + (event.data.details?.duration_ms ?? 0));
    }
  }
  const rows = [...times].sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, ms]) => sum + ms, 0);
  yield `# time per file (${rows.length} files, ${(total / 1000).toFixed(0)} s in all):\n`;
  for (const [file, ms] of rows) yield `#   ${(ms / 1000).toFixed(1).padStart(6)} s  ${basename(file)}\n`;
}
