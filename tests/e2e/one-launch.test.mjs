// The files of tests/e2e/one-launch.mjs on one launch of the app: each file's launch (in its
// `before`) gets the shared app, set back to the first screen, the first start's settings (the
// file's own over them) and its window; each file's close leaves it running; it closes after
// the last file. What it saves: a launch and a close per file (about 0.7 s in WebKitGTK and
// 1.6 s in Chromium, docs/benchmarks.md) and a test process per file.
import { after } from 'node:test';
import { closeSharedLaunch, shareOneLaunch } from './harness.mjs';
import { ONE_LAUNCH } from './one-launch.mjs';

shareOneLaunch();
after(closeSharedLaunch);
for (const file of ONE_LAUNCH) await import(`./${file}`);
