// The web build's performance budgets on a slow phone, measured in headless Chromium as a
// 360x640 phone (device pixel ratio 3, touch) with the CPU throttled: the page's thread by
// DevTools (Emulation.setCPUThrottlingRate), the workers' threads (the core's, the searches')
// by a CPU quota of their own (see slowWorkers), after `npm run build:web`:
//
// - first interactive home screen, with an empty cache and reloaded (from the service worker);
// - time to open a game (Start on the new-game screen to the board drawn);
// - frame times while a move animates (p95, max), Gobblet pass-and-play played by taps;
// - from the tap on a square to the first frame of the piece's motion (p95, median): each
//   tap of that game and of a game against level 1 played by taps after it, the time from
//   the click to the first animation frame in which a moving piece's sprite has left its
//   first keyframe (its animation's current time past 0);
// - long tasks on the page's thread (over 50 ms; the budget: none over 200 ms during play);
// - each level's time per move and nodes per second (the search's last progress report),
//   three computer moves per level;
// - an undo during level 5's move: its answer's time (the cancel), and a game_view call's
//   round trip while the computer thinks (how free the core is);
// - the review's analysis of tests/bench/gobblet-60.txt (with --analysis), in the new build on
//   each count of search workers of --search-workers (the page's ?search-workers=N; without
//   it, as many as the page counts from the device's cores), the old build on its own count;
//   with --only-analysis, nothing else is measured.
// With --only-start, only the first interactive home screen is measured (--runs times).
//
// Usage: bash scripts/bench-web.sh [--cpu-throttle 4,6] [--runs N] [--analysis]
//        [--search-workers 1,2,4] [--only-analysis] [--only-start] [--dist DIR] [--compare OLD_DIR]
// With --compare, an older web build (another ui/dist-web) is measured in the same run, each
// throttle old then new, and both columns printed.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDevtools } from './devtools.mjs';
import { serve } from './serve-web.mjs';
import { Session } from '../tests/e2e/webdriver.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const ROOT = join(import.meta.dirname, '..');
const THROTTLES = option('--cpu-throttle', '4,6').split(',').map(Number);
const RUNS = Number(option('--runs', 3));
const ONLY_ANALYSIS = args.includes('--only-analysis');
const ONLY_START = args.includes('--only-start');
const ANALYSIS = ONLY_ANALYSIS || args.includes('--analysis');
/** The new build's counts of search workers for the analysis (null: the page's own). */
const SEARCH_WORKERS = option('--search-workers', null)?.split(',').map(Number) ?? [null];
const BUILDS = [
  ...(option('--compare') ? [{ name: 'old', dist: option('--compare') }] : []),
  { name: 'new', dist: option('--dist', join(ROOT, 'ui', 'dist-web')) },
];
const GOBBLET_60 = readFileSync(join(ROOT, 'tests', 'bench', 'gobblet-60.txt'), 'utf8');

// In the page from its start: when the home screen first lists the games, every long task,
// and the time between frames while a move animates.
const PROBE = `
window.__bench = { longTasks: [], frames: [], firstInteractive: null };
new MutationObserver((_, observer) => {
  if (document.querySelector('[data-testid="new-gobblet"]')) {
    window.__bench.firstInteractive = performance.now();
    observer.disconnect();
  }
}).observe(document, { childList: true, subtree: true });
try {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__bench.longTasks.push({ at: e.startTime, ms: e.duration });
  }).observe({ type: 'longtask', buffered: true });
} catch {}
let last = null;
const frame = (t) => {
  if (last !== null && document.querySelector('[data-animating]')) window.__bench.frames.push(t - last);
  last = t;
  requestAnimationFrame(frame);
};
requestAnimationFrame(frame);
// The sprites' animations as the page starts them: read back each frame without
// getAnimations(), which would make the page recompute its style in every frame measured.
const animate = Element.prototype.animate;
window.__bench.sprites = [];
Element.prototype.animate = function (...a) {
  const animation = animate.apply(this, a);
  if (this.closest('.sprites')) window.__bench.sprites.push(animation);
  return animation;
};`;

// In the page: clicks an element (a square the piece in hand may go to) and keeps two times
// from the click: the start of the first animation frame where a piece's sprite has moved (an
// animation of a sprite past its start; the frame's start time, as requestAnimationFrame gives
// it), in window.__bench.tapMotion; and the end of that frame, when the page's thread has
// finished it (its style, layout, paint and commit) and runs its next task, in
// window.__bench.tapDrawn.
const TAP_TO_MOTION = `
  const tapToMotion = async (el) => {
    const starts = (window.__bench.tapMotion ??= []);
    const ends = (window.__bench.tapDrawn ??= []);
    window.__bench.sprites = window.__bench.sprites.filter((a) => a.playState !== 'finished');
    const t0 = now();
    const seen = new Promise((resolve) => {
      // The frame's own time (when it began), not when its callback got the thread.
      const check = (frame) => {
        const moving = window.__bench.sprites.some((a) => a.playState === 'running' && (a.currentTime ?? 0) > 0);
        if (moving) {
          const after = new MessageChannel();
          after.port1.onmessage = () => resolve({ frame, drawn: now() });
          after.port2.postMessage(null);
        } else if (now() - t0 > 30000) resolve(null);
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    el.click();
    const t = await seen;
    if (t !== null) {
      starts.push(t.frame - t0);
      ends.push(t.drawn - t0);
    }
  };`;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function freePort() {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** A connection to Chromium's DevTools endpoint that throttles every target the page starts
 * (its workers, and theirs) at `rate` as they attach. */
async function throttleEverywhere(debuggerAddress, rate) {
  const { send, on, close } = await connectDevtools(debuggerAddress);
  const throttled = new Set();
  const attach = async (sessionId, type) => {
    await send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }, sessionId);
    const r = await send('Emulation.setCPUThrottlingRate', { rate }, sessionId);
    if (!r.error) throttled.add(type);
    else if (process.env.BENCH_DEBUG) console.error(type, r.error);
    await send('Runtime.runIfWaitingForDebugger', {}, sessionId);
  };
  on((m) => {
    if (m.method === 'Target.attachedToTarget') {
      if (process.env.BENCH_DEBUG) console.error('attached', m.params.targetInfo.type, m.params.targetInfo.url);
      void attach(m.params.sessionId, m.params.targetInfo.type);
    }
  });
  await send('Target.setDiscoverTargets', { discover: true });
  const { result } = await send('Target.getTargets');
  for (const t of result.targetInfos.filter((t) => t.type === 'page')) {
    const attached = await send('Target.attachToTarget', { targetId: t.targetId, flatten: true });
    await attach(attached.result.sessionId, 'page');
  }
  return { throttled, close };
}

/** DevTools throttles a page's main thread only ("only supported for pages, not workers"),
 * and the search runs in workers. So each worker thread of Chromium's renderers (the core's
 * worker, the search workers) is put in a cgroup of its own (cgroup v1 `cpu`, which takes
 * threads) allowed 1/rate of a core, in 10 ms periods: that thread runs `rate` times slower,
 * as on a phone's slower core. Polled every 20 ms for new workers. Needs root and a writable
 * /sys/fs/cgroup/cpu; without them the workers run at full speed and the table says so. */
function slowWorkers(rate) {
  const base = '/sys/fs/cgroup/cpu/tipgobble-bench';
  const placed = new Set();
  const made = [];
  try {
    mkdirSync(base, { recursive: true });
  } catch {
    return { placed, stop() {} };
  }
  const poll = () => {
    for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
      let cmdline = '';
      try {
        cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      } catch {
        continue;
      }
      if (!cmdline.includes('--type=renderer')) continue;
      let tasks = [];
      try {
        tasks = readdirSync(`/proc/${pid}/task`);
      } catch {
        continue;
      }
      for (const tid of tasks) {
        if (placed.has(tid)) continue;
        let comm = '';
        try {
          comm = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
        } catch {
          continue;
        }
        if (!/^DedicatedWorker/.test(comm)) continue;
        const group = `${base}/t${tid}`;
        try {
          mkdirSync(group, { recursive: true });
          writeFileSync(`${group}/cpu.cfs_period_us`, '10000');
          writeFileSync(`${group}/cpu.cfs_quota_us`, String(Math.round(10000 / rate)));
          writeFileSync(`${group}/tasks`, tid);
          placed.add(tid);
          made.push(group);
        } catch {
          /* the thread ended */
        }
      }
    }
  };
  poll();
  const timer = setInterval(poll, 20);
  return {
    placed,
    stop() {
      clearInterval(timer);
      for (const group of made) {
        try {
          rmdirSync(group);
        } catch {
          /* a thread still there: its process is about to end */
        }
      }
    },
  };
}

/** Starts Chromium as the phone, on a fresh profile, throttled at `rate`. */
async function phone(rate) {
  const driverPort = await freePort();
  const driver = spawn('chromedriver', [`--port=${driverPort}`], { stdio: 'ignore', detached: true });
  const profile = mkdtempSync(join(tmpdir(), 'tipgobble-bench-'));
  await sleep(800);
  const session = await Session.create(`http://127.0.0.1:${driverPort}`, {
    'goog:chromeOptions': {
      binary: '/usr/bin/chromium',
      args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', `--user-data-dir=${profile}`],
      mobileEmulation: { deviceMetrics: { width: 360, height: 640, pixelRatio: 3, touch: true } },
    },
  });
  // An analysis at x6 takes minutes: the page's scripts may run that long.
  await session.cmd('POST', '/timeouts', { script: 1800000 });
  const caps = session.capabilities?.['goog:chromeOptions'] ?? {};
  await session.cdp('Page.addScriptToEvaluateOnNewDocument', { source: PROBE });
  const devtools = await throttleEverywhere(caps.debuggerAddress, rate);
  const workers = rate > 1 ? slowWorkers(rate) : { placed: new Set(), stop() {} };
  return {
    session,
    devtools,
    workers,
    async close() {
      devtools.close();
      workers.stop();
      await session.delete().catch(() => {});
      try {
        process.kill(-driver.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Runs `body` (an async function's body, with `call`, `listen` and `now`) in the page. */
function inPage(session, body, ...params) {
  return session.executeAsync(
    `const done = arguments[arguments.length - 1];
     const call = (n, a) => window.__TIPGOBBLE__.call(n, a ?? {});
     const listen = (e, h) => window.__TIPGOBBLE__.listen(e, h);
     const now = () => performance.now();
     (async (...params) => { ${body} })(...Array.from(arguments).slice(0, -1))
       .then((value) => done({ ok: true, value }), (e) => done({ ok: false, error: String(e && e.message || e) }));`,
    ...params,
  );
}

async function page(session, body, ...params) {
  const r = await inPage(session, body, ...params);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];

/** The review's analysis of gobblet-60 on a fresh phone at `rate`, the page asking for
 * `workers` search workers (null: the page's own count): its time and positions. */
async function analysis(url, rate, workers) {
  const p = await phone(rate);
  try {
    await p.session.cmd('POST', '/url', { url: workers === null ? url : `${url}?search-workers=${workers}` });
    await p.session.waitUntil('return window.__bench?.firstInteractive != null;', 'the home screen', 120000);
    const found = await page(
      p.session,
      `const id = await call('import_game_text', { text: params[0] });
       await call('review_open', { id });
       const t0 = now();
       const view = await call('review_analyse');
       const ms = now() - t0;
       await call('review_close');
       return { ms, positions: view.analysis.points.length, cores: navigator.hardwareConcurrency };`,
      GOBBLET_60,
    );
    return { ...found, workers, threads: p.workers.placed.size };
  } finally {
    await p.close();
  }
}

/** Every figure for one build at one throttle. */
async function measure(dist, rate, build) {
  const server = await serve(dist);
  const out = {};
  try {
    if (ANALYSIS) {
      out.analyses = [];
      for (const workers of build === 'old' ? [null] : SEARCH_WORKERS) out.analyses.push(await analysis(server.url, rate, workers));
    }
    if (ONLY_ANALYSIS) return out;
    const loads = { cold: [], warm: [], workerAt: [] };
    for (let run = 0; run < RUNS; run++) {
      const p = await phone(rate);
      try {
        await p.session.cmd('POST', '/url', { url: server.url });
        await p.session.waitUntil('return window.__bench?.firstInteractive != null;', 'the home screen', 120000);
        loads.cold.push(await p.session.execute('return window.__bench.firstInteractive;'));
        // When the page asked for the core's worker script (the worker's start).
        loads.workerAt.push(
          await p.session.execute(
            `return performance.getEntriesByType('resource').find((e) => /\\/worker-[^/]*\\.js$/.test(e.name))?.startTime ?? null;`,
          ),
        );
        // Let the service worker take the files, then start again from it.
        await p.session.waitUntil('return !!navigator.serviceWorker?.controller || performance.now() > 15000;', 'the service worker', 30000).catch(() => {});
        await p.session.execute('location.reload();');
        await p.session.waitUntil('return window.__bench?.firstInteractive != null;', 'the home screen again', 120000);
        loads.warm.push(await p.session.execute('return window.__bench.firstInteractive;'));
        if (run === RUNS - 1 && !ONLY_START) {
          const threads = p.workers.placed.size;
          out.throttled = `${[...p.devtools.throttled].sort().join(', ')}${threads ? `, ${threads} worker threads` : rate > 1 ? ', not the workers' : ''}`;
          await play(p.session, out);
        }
      } finally {
        await p.close();
      }
    }
    out.cold = median(loads.cold);
    out.warm = median(loads.warm);
    out.workerAt = median(loads.workerAt.filter((t) => t !== null));
    out.colds = loads.cold;
    out.warms = loads.warm;
  } finally {
    await server.close();
  }
  return out;
}

/** The game figures, on a page at its home screen. */
async function play(session, out) {
  // Open a game: pass-and-play Gobblet, Start to the board drawn.
  out.open = await page(
    session,
    `document.querySelector('[data-testid="new-gobblet"]').click();
     const until = async (test, what) => { const t = now(); while (!test()) { if (now() - t > 60000) throw new Error(what); await new Promise(r => setTimeout(r, 5)); } };
     await until(() => document.querySelector('[data-testid="start-game"]'), 'the new-game screen');
     const t0 = now();
     document.querySelector('[data-testid="start-game"]').click();
     await until(() => document.querySelector('[data-screen="game"] [data-board] [data-square]'), 'the board');
     await new Promise(r => requestAnimationFrame(() => r()));
     return now() - t0;`,
  );
  // Play by taps: a piece from the reserve of the side to move onto the first square it may go.
  const playedFrom = await session.execute('return performance.now();');
  out.tapped = await page(
    session,
    `const until = async (test, what) => { const t = now(); while (!test()) { if (now() - t > 60000) throw new Error(what); await new Promise(r => setTimeout(r, 5)); } };
     ${TAP_TO_MOTION}
     let moves = 0;
     for (let i = 0; i < 8; i++) {
       const seat = i % 2 === 0 ? 'one' : 'two';
       const reserve = document.querySelector('[data-testid^="reserve-' + seat + '-"]:not([disabled])');
       if (!reserve) break;
       reserve.click();
       await until(() => document.querySelector('[data-square].target'), 'a target');
       const targets = [...document.querySelectorAll('[data-square].target')];
       await tapToMotion(targets[(i * 5) % targets.length]);
       await until(() => document.querySelector('[data-animating]'), 'the move animating');
       await until(() => !document.querySelector('[data-animating]'), 'the move landed');
       moves += 1;
       if (document.querySelector('[data-testid="end-title"]')) break;
     }
     return moves;`,
  );
  // The same taps against level 1 (its answer to each move comes from the core's worker, the
  // reply from a search worker): the person's move, then the computer's landed.
  await page(
    session,
    `const until = async (test, what) => { const t = now(); while (!test()) { if (now() - t > 60000) throw new Error(what); await new Promise(r => setTimeout(r, 5)); } };
     ${TAP_TO_MOTION}
     const STACK = '[data-testid^="reserve-one-"]:not([disabled]), [data-testid^="reserve-two-"]:not([disabled])';
     document.querySelector('[data-testid="back"]').click();
     await until(() => document.querySelector('[data-testid="new-gobblet"]'), 'the home screen');
     document.querySelector('[data-testid="new-gobblet"]').click();
     await until(() => document.querySelector('[data-testid="opponent"] [data-value="ai"]'), 'the new-game screen');
     document.querySelector('[data-testid="opponent"] [data-value="ai"]').click();
     await until(() => document.querySelector('[data-testid="ai-level"] [data-value="1"]'), 'the levels');
     document.querySelector('[data-testid="ai-level"] [data-value="1"]').click();
     document.querySelector('[data-testid="start-game"]').click();
     await until(() => document.querySelector('[data-screen="game"] [data-board] [data-square]'), 'the board');
     for (let i = 0; i < 12; i++) {
       await until(() => document.querySelector('[data-testid="end-title"]') || (!document.querySelector('[data-animating]') && document.querySelector(STACK)), 'the person to move');
       if (document.querySelector('[data-testid="end-title"]')) break;
       document.querySelector(STACK).click();
       await until(() => document.querySelector('[data-square].target'), 'a target');
       const targets = [...document.querySelectorAll('[data-square].target')];
       await tapToMotion(targets[(i * 7) % targets.length]);
       await until(() => !document.querySelector('[data-animating]'), 'the move landed');
     }`,
  );
  out.tapMotion = await session.execute('return window.__bench.tapMotion;');
  out.tapDrawn = await session.execute('return window.__bench.tapDrawn;');
  const probe = await session.execute('const { frames, longTasks } = window.__bench; return { frames, longTasks };');
  out.frames = probe.frames;
  out.framesP95 = percentile(probe.frames, 95);
  out.framesMax = Math.max(...probe.frames);
  const duringPlay = probe.longTasks.filter((t) => t.at >= playedFrom);
  out.longTasks = duringPlay.length;
  out.longestTask = duringPlay.reduce((m, t) => Math.max(m, t.ms), 0);
  out.longestStartTask = probe.longTasks.filter((t) => t.at < playedFrom).reduce((m, t) => Math.max(m, t.ms), 0);

  // Each level: three computer moves after the person's.
  out.levels = [];
  for (let level = 1; level <= 5; level++) {
    out.levels.push(
      await page(
        session,
        `const level = params[0];
         // An older build's page has no listen: its moves are then seen by asking for the
         // game (its nodes are not known).
         const listening = typeof window.__TIPGOBBLE__.listen === 'function';
         let progress = null, changed = 0;
         let reportedAt = 0;
         const stopProgress = listening ? await listen('ai-progress', (p) => { progress = p; reportedAt = now(); }) : () => {};
         const stopChanged = listening ? await listen('game-changed', () => { changed += 1; }) : () => {};
         await call('new_game', { options: { game: 'gobblet', seats: [{ kind: 'person' }, { kind: 'ai', level }], first: 'one', stacks: [3, 3], touch_move: false } });
         const moves = [];
         for (let i = 0; i < 3; i++) {
           const view = await call('game_view');
           if (view.outcome || !view.legal.length) break;
           progress = null;
           const before = changed;
           await call('play', { mv: view.legal[(i * 7) % view.legal.length].text });
           const t0 = now();
           const waiting = () => now() - t0 > 120000 ? Promise.reject(new Error('no move')) : new Promise(r => setTimeout(r, 2));
           if (listening) {
             while (changed === before) await waiting();
           } else {
             while ((await call('game_view')).moves.length < view.moves.length + 2) await waiting();
           }
           const ms = now() - t0;
           // Nodes per second up to the search's last report (a search cut by its clock reports
           // nothing of its last, unfinished depth).
           moves.push({ ms, nodes: progress ? progress.nodes : null, depth: progress ? progress.depth : null, reported: progress ? reportedAt - t0 : null });
         }
         stopProgress(); stopChanged();
         await call('leave_game').catch(() => {});
         return moves;`,
        level,
      ),
    );
  }

  // Cancel: an undo 300 ms into level 5's move, and the time its answer takes; and a view's
  // round trip 150 ms into the move (how free the core is while the computer thinks).
  out.cancel = await page(
    session,
    `const options = { options: { game: 'gobblet', seats: [{ kind: 'person' }, { kind: 'ai', level: 5 }], first: 'one', stacks: [3, 3], touch_move: false } };
     const sleep = (ms) => new Promise(r => setTimeout(r, ms));
     const trips = [], undos = [];
     for (let i = 0; i < 3; i++) {
       const view = await call('new_game', options);
       await call('play', { mv: view.legal[i * 3].text });
       await sleep(300);
       const t = now();
       const undone = await call('undo');
       undos.push({ ms: now() - t, moves: undone.moves.length });
     }
     for (let i = 0; i < 3; i++) {
       const view = await call('new_game', options);
       await call('play', { mv: view.legal[i * 3].text });
       await sleep(150);
       const t = now();
       await call('game_view');
       trips.push(now() - t);
       while ((await call('game_view')).moves.length < 2) await sleep(20);
     }
     await call('leave_game').catch(() => {});
     return { trips, undos };`,
  );
}

const results = [];
for (const rate of THROTTLES) {
  for (const build of BUILDS) {
    process.stderr.write(`measuring the ${build.name} build at x${rate}…\n`);
    results.push({ rate, build: build.name, ...(await measure(build.dist, rate, build.name)) });
  }
}

const ms = (x) => (x == null || Number.isNaN(x) ? '–' : `${Math.round(x)} ms`);
/** An analysis's cell: its time, positions, the search workers asked for and the worker
 * threads throttled (the core's and the search workers'). */
const analysed = (a) =>
  a ? `${(a.ms / 1000).toFixed(1)} s (${a.positions}; ${a.workers ?? `own count, ${a.cores} cores`}${a.threads ? `, ${a.threads} threads throttled` : ''})` : '–';
const analysisRows = SEARCH_WORKERS.map((workers, i) => [
  `review analysis of gobblet-60 (61 positions), ${workers ?? 'the page\'s own count of'} search workers (old: its own)`,
  (r) => analysed(r.build === 'old' ? r.analyses[0] : r.analyses[i]),
]);
const startRows = [
  ['first interactive, empty cache (median)', (r) => ms(r.cold)],
  ['first interactive, from cache (median)', (r) => ms(r.warm)],
  ['the core\'s worker script requested, empty cache (median)', (r) => ms(r.workerAt)],
  ['first interactive, empty cache: each run', (r) => r.colds.map(ms).join(', ')],
  ['first interactive, from cache: each run', (r) => r.warms.map(ms).join(', ')],
];
const rows = ONLY_ANALYSIS ? analysisRows : ONLY_START ? startRows : [
  ['throttled targets', (r) => r.throttled],
  ['first interactive, empty cache (median)', (r) => ms(r.cold)],
  ['first interactive, from cache (median)', (r) => ms(r.warm)],
  ['open a game (Start to board)', (r) => ms(r.open)],
  [`frames while a move animates: p95 / max (n)`, (r) => `${ms(r.framesP95)} / ${ms(r.framesMax)} (${r.frames.length})`],
  ['tap to the first frame of the piece\'s motion, its start: p95 / median (n)', (r) => `${ms(percentile(r.tapMotion ?? [], 95))} / ${ms(median(r.tapMotion ?? []))} (${(r.tapMotion ?? []).length})`],
  ['tap to that frame drawn (its end on the page\'s thread): p95 / median (n)', (r) => `${ms(percentile(r.tapDrawn ?? [], 95))} / ${ms(median(r.tapDrawn ?? []))} (${(r.tapDrawn ?? []).length})`],
  ['long tasks over 50 ms during play: count, longest', (r) => `${r.longTasks}, ${ms(r.longestTask)}`],
  ['longest task while starting', (r) => ms(r.longestStartTask)],
  ...[1, 2, 3, 4, 5].map((level) => [
    `level ${level}: time per move (median of 3), nodes/s, depth`,
    (r) => {
      const moves = r.levels[level - 1];
      const t = median(moves.map((m) => m.ms));
      if (moves.some((m) => m.nodes === null)) return `${ms(t)}, –`;
      const nps = moves.reduce((s, m) => s + m.nodes, 0) / (moves.reduce((s, m) => s + m.reported, 0) / 1000);
      return `${ms(t)}, ${Math.round(nps).toLocaleString('en')}, depth ${median(moves.map((m) => m.depth))}`;
    },
  ]),
  ['undo 300 ms into level 5\'s move: answered in (max of 3)', (r) => ms(Math.max(...r.cancel.undos.map((u) => u.ms)))],
  ['game_view while level 5 thinks (max of 3)', (r) => ms(Math.max(...r.cancel.trips))],
  ...(ANALYSIS ? analysisRows : []),
];
const header = ['', ...results.map((r) => `${r.build} x${r.rate}`)];
console.log(`| ${header.join(' | ')} |`);
console.log(`| ${header.map(() => '---').join(' | ')} |`);
for (const [name, cell] of rows) console.log(`| ${[name, ...results.map(cell)].join(' | ')} |`);
