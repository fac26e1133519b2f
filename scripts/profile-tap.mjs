// Where the time of a tap goes, from the click on a destination square to the frame that draws
// the person's piece moving, in the web build in headless Chromium as the 360x640 phone with
// the page and its workers throttled (DevTools protocol): 8 taps of a pass-and-play Gobblet game
// (a stack picked, then a target tapped, as scripts/bench-web.mjs plays), traced
// (`Tracing`, the page's main thread) and profiled (`Profiler`). Build the UI unminified first
// for readable function names:
//
//   TIPGOBBLE_WEB_CORE=$PWD/target/web-core-web-test npx vite build --config ui/vite.config.ts \
//     --mode web --outDir /tmp/web-dev --emptyOutDir --minify false
//   TIPGOBBLE_ENGINE=chromium TIPGOBBLE_WEB_DIR=/tmp/web-dev \
//     node --experimental-websocket scripts/profile-tap.mjs [--throttle 4] [--taps 8] [--out DIR]
//
// Prints one row per tap (milliseconds from the click): `frame`, the start time of the first
// animation frame in which a sprite has left its start (bench-web.mjs's measure; a frame's
// start can precede the click when the frame was begun before the click's task ran);
// `committed`, the end of that frame's commit to the compositor (it has left the page's
// thread); `handler`, the click's own handler; `flush`, the handler and Svelte's update after
// it; `animate`, the first Element.animate; the page's time in script, in style and layout
// forced by script and in paint; whether the core's answer (a worker message) came in between.
// Then the functions with the most time in those windows. The trace, the profile and the taps
// are written to DIR (default /tmp/profile-tap) for DevTools.
import { mkdirSync, writeFileSync } from 'node:fs';
import { App } from '../tests/e2e/harness.mjs';
import { connectDevtools } from './devtools.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const THROTTLE = Number(option('--throttle', 4));
const TAPS = Number(option('--taps', 8));
const OUT = option('--out', '/tmp/profile-tap');
/** Without the sampling profiler (its interrupts every 200 µs slow the page it measures): the
 * trace alone, for the frames' times as they are. */
const PROFILE = !args.includes('--no-profile');
mkdirSync(OUT, { recursive: true });

/** In the page: one tap on a target of the stack picked, with its times (see the top). */
const TAP = `const done = arguments[arguments.length - 1];
  const seat = arguments[0], i = arguments[1];
  const until = async (test) => { while (!test()) await new Promise(r => setTimeout(r, 5)); };
  (async () => {
    await until(() => !document.querySelector('[data-animating]'));
    await new Promise(r => setTimeout(r, 300));
    document.querySelector('[data-testid^="reserve-' + seat + '-"]:not([disabled])').click();
    await until(() => document.querySelector('[data-square].target'));
    const targets = [...document.querySelectorAll('[data-square].target')];
    const marks = {};
    // The sprites' animations as the page starts them, read back each frame without
    // getAnimations() (which would make the page recompute its style in every frame measured).
    const sprites = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (...a) {
      marks.animate ??= performance.now();
      const animation = animate.apply(this, a);
      if (this.closest('.sprites')) sprites.push(animation);
      return animation;
    };
    performance.mark('tap-' + i);
    const t0 = performance.now();
    const seen = new Promise((resolve) => {
      const check = (frame) => {
        const moving = sprites.some((a) => a.playState === 'running' && (a.currentTime ?? 0) > 0);
        if (moving) resolve(frame); else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    targets[(i * 5) % targets.length].click();
    marks.handler = performance.now() - t0;
    await Promise.resolve(); await Promise.resolve();
    marks.flush = performance.now() - t0;
    const frame = await seen;
    performance.mark('motion-' + i);
    Element.prototype.animate = animate;
    await until(() => !document.querySelector('[data-animating]'));
    return { handler: marks.handler, flush: marks.flush, animate: marks.animate - t0, frame: frame - t0 };
  })().then(done);`;

const app = await App.launch('profile-tap');
let taps;
let events = [];
let profile;
try {
  const dt = await connectDevtools(app.session.capabilities['goog:chromeOptions'].debuggerAddress);
  const { result } = await dt.send('Target.getTargets');
  // The page and every worker it has started (the core's, the searches').
  let page = null;
  for (const target of result.targetInfos.filter((t) => t.type !== 'browser')) {
    const { result: attached } = await dt.send('Target.attachToTarget', { targetId: target.targetId, flatten: true });
    await dt.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE }, attached.sessionId);
    if (target.type === 'page') page = attached.sessionId;
  }
  await app.click('[data-testid="new-gobblet"]');
  await app.click('[data-testid="opponent"] [data-value="person"]');
  await app.click('[data-testid="start-game"]');
  await app.session.waitFor('[data-screen="game"] [data-board="gobblet"]');
  const complete = new Promise((resolve) =>
    dt.on((m) => {
      if (m.method === 'Tracing.dataCollected') events.push(...m.params.value);
      if (m.method === 'Tracing.tracingComplete') resolve();
    }),
  );
  if (PROFILE) {
    await dt.send('Profiler.enable', {}, page);
    await dt.send('Profiler.setSamplingInterval', { interval: 200 }, page);
  }
  const categories = 'devtools.timeline,disabled-by-default-devtools.timeline,disabled-by-default-devtools.timeline.frame,blink.user_timing';
  await dt.send('Tracing.start', { categories, transferMode: 'ReportEvents' }, page);
  if (PROFILE) await dt.send('Profiler.start', {}, page);
  taps = [];
  for (let i = 0; i < TAPS; i++) taps.push(await app.session.executeAsync(TAP, i % 2 === 0 ? 'one' : 'two', i));
  if (PROFILE) profile = (await dt.send('Profiler.stop', {}, page)).result.profile;
  await dt.send('Tracing.end', {}, page);
  await complete;
  dt.close();
} finally {
  await app.close();
}
writeFileSync(`${OUT}/trace.json`, JSON.stringify({ traceEvents: events }));
if (PROFILE) writeFileSync(`${OUT}/profile.cpuprofile`, JSON.stringify(profile));
writeFileSync(`${OUT}/taps.json`, JSON.stringify(taps));

// The page's main thread, each event with the one it runs inside.
const mainThread = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const marks = new Map(events.filter((e) => e.pid === mainThread.pid && e.cat?.includes('blink.user_timing')).map((e) => [e.name, e.ts]));
const main = events.filter((e) => e.pid === mainThread.pid && e.tid === mainThread.tid && e.ph === 'X').sort((a, b) => a.ts - b.ts);
const open = [];
for (const e of main) {
  while (open.length && open.at(-1).ts + open.at(-1).dur <= e.ts) open.pop();
  e.parent = open.at(-1) ?? null;
  open.push(e);
}
const SCRIPT = ['FunctionCall', 'EventDispatch', 'RunMicrotasks', 'FireAnimationFrame', 'TimerFire', 'HandlePostMessage'];
const within = (e, names) => {
  for (let p = e.parent; p; p = p.parent) if (names.includes(p.name)) return true;
  return false;
};
const ms = (us) => Number((us / 1000).toFixed(1));
const rows = taps.map((t, i) => {
  const [a, b] = [marks.get(`tap-${i}`), marks.get(`motion-${i}`)];
  const inside = main.filter((e) => e.ts >= a && e.ts < b);
  const sum = (test) => inside.filter(test).reduce((s, e) => s + Math.min(e.dur, b - e.ts), 0);
  const commit = main.find((e) => e.name === 'Commit' && e.ts > b);
  return {
    frame: ms(t.frame * 1000),
    committed: commit ? ms(commit.ts + commit.dur - a) : null,
    handler: ms(t.handler * 1000),
    flush: ms(t.flush * 1000),
    animate: ms(t.animate * 1000),
    script: ms(sum((e) => SCRIPT.includes(e.name) && !within(e, SCRIPT))),
    forcedLayout: ms(sum((e) => ['Layout', 'UpdateLayoutTree'].includes(e.name) && within(e, SCRIPT))),
    paint: ms(sum((e) => ['PrePaint', 'Paint', 'Layerize', 'Commit'].includes(e.name) && !within(e, SCRIPT))),
    answer: inside.some((e) => e.name === 'HandlePostMessage'),
  };
});
console.table(rows);

if (!PROFILE) process.exit(0);
// Self time by function, in the windows from each click to its motion.
const windows = taps.map((_, i) => [marks.get(`tap-${i}`), marks.get(`motion-${i}`)]);
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
let at = profile.startTime;
profile.samples.forEach((id, k) => {
  at += profile.timeDeltas[k];
  if (!windows.some(([a, b]) => at >= a && at < b)) return;
  const f = nodes.get(id).callFrame;
  const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[k + 1] ?? 0));
});
console.log(`self time in the ${TAPS} windows, ms:`);
for (const [key, us] of [...self].sort((x, y) => y[1] - x[1]).slice(0, 25)) console.log(String(ms(us)).padStart(8), key);
