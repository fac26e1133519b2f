// A Chromium trace through the DevTools protocol (the browser's endpoint that chromedriver gives
// as `goog:chromeOptions.debuggerAddress`), for the benchmarks that ask where a page's time
// goes (scripts/bench-import.mjs --trace): every process's threads (the page's main thread,
// the compositor and the raster workers), saved as a file that DevTools' Performance panel opens,
// and summed up by thread and by task. Needs Node's WebSocket (node --experimental-websocket on
// Node 20; built in from Node 22).
import { writeFileSync } from 'node:fs';
import { connectDevtools } from './devtools.mjs';

/** The trace categories: the timeline DevTools records, with the frames and the raster tasks. */
const CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'toplevel',
  'blink',
  'cc',
  'gpu',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
];

/** Starts a trace on the browser at `debuggerAddress`; resolves to what stops it, which
 * resolves to the trace's events. */
export async function startTrace(debuggerAddress) {
  const devtools = await connectDevtools(debuggerAddress);
  const events = [];
  let complete = () => {};
  const completed = new Promise((resolve) => (complete = resolve));
  devtools.on((m) => {
    if (m.method === 'Tracing.dataCollected') events.push(...m.params.value);
    else if (m.method === 'Tracing.tracingComplete') complete();
  });
  const send = async (method, params = {}) => {
    const m = await devtools.send(method, params);
    if (m.error) throw new Error(`${method}: ${m.error.message}`);
    return m.result;
  };
  await send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { recordMode: 'recordAsMuchAsPossible', includedCategories: CATEGORIES } });
  return async () => {
    await send('Tracing.end');
    await completed;
    devtools.close();
    return events;
  };
}

/** Saves `events` as a trace file DevTools opens. */
export function saveTrace(events, file) {
  writeFileSync(file, JSON.stringify({ traceEvents: events }));
}

/** The trace's time on each thread of the page's renderer (its main thread, compositor, raster
 * workers and dedicated workers) and the viz/GPU process: per thread, the busy time (top-level
 * tasks), the names that took the most of it (an event's own time, without the events inside
 * it) and the longest tasks. */
export function summarise(events, { top = 8 } = {}) {
  const names = new Map();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
  }
  /** Complete events (X) by thread, B/E pairs joined. */
  const byThread = new Map();
  const open = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    let span = null;
    if (e.ph === 'X' && typeof e.dur === 'number') span = { name: e.name, ts: e.ts, dur: e.dur };
    else if (e.ph === 'B') {
      if (!open.has(key)) open.set(key, []);
      open.get(key).push(e);
    } else if (e.ph === 'E') {
      const b = open.get(key)?.pop();
      if (b) span = { name: b.name, ts: b.ts, dur: e.ts - b.ts };
    }
    if (!span) continue;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(span);
  }
  const out = [];
  for (const [key, spans] of byThread) {
    const thread = names.get(key) ?? key;
    if (!/CrRendererMain|Compositor|CompositorTileWorker|VizCompositor|CrGpuMain|DedicatedWorker/.test(thread)) continue;
    spans.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    // Self time: each span's duration less its direct children's.
    const self = new Map();
    const stack = [];
    const tops = [];
    for (const s of spans) {
      while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= s.ts) stack.pop();
      const parent = stack[stack.length - 1];
      if (parent) parent.children = (parent.children ?? 0) + Math.min(s.dur, parent.ts + parent.dur - s.ts);
      else tops.push(s);
      stack.push(s);
    }
    for (const s of spans) self.set(s.name, (self.get(s.name) ?? 0) + s.dur - (s.children ?? 0));
    const busy = tops.reduce((sum, s) => sum + s.dur, 0);
    const ms = (us) => Math.round(us / 100) / 10;
    out.push({
      thread,
      busyMs: ms(busy),
      selfMs: [...self].sort((a, b) => b[1] - a[1]).slice(0, top).map(([name, us]) => [name, ms(us)]),
      longestMs: tops
        .sort((a, b) => b.dur - a.dur)
        .slice(0, 5)
        .map((s) => [s.name, ms(s.dur)]),
    });
  }
  return out.sort((a, b) => b.busyMs - a.busyMs);
}

/** Load-independent counts from the trace, on the page's main thread and the raster workers:
 * how many paints (and the area they covered, in CSS pixels of their clip rectangles, summed),
 * style recalculations, layouts and raster tasks (the raster workers: CompositorTileWorker, or
 * ThreadPoolForegroundWorker in newer Chromium), with the paints' and raster tasks' time. A
 * scroll that repaints less and rasters less is cheaper on any machine, however loaded. */
export function counts(events) {
  const names = new Map();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
  }
  const on = (e, pattern) => pattern.test(names.get(`${e.pid}:${e.tid}`) ?? '');
  const out = { paints: 0, paintArea: 0, paintMs: 0, styles: 0, layouts: 0, layoutMs: 0, rasterTasks: 0, rasterMs: 0 };
  for (const e of events) {
    if (e.ph !== 'X' || typeof e.dur !== 'number') continue;
    if (on(e, /CrRendererMain/)) {
      if (e.name === 'Paint') {
        out.paints += 1;
        out.paintMs += e.dur / 1000;
        const q = e.args?.data?.clip;
        if (Array.isArray(q) && q.length === 8) {
          const xs = [q[0], q[2], q[4], q[6]];
          const ys = [q[1], q[3], q[5], q[7]];
          out.paintArea += (Math.max(...xs) - Math.min(...xs)) * (Math.max(...ys) - Math.min(...ys));
        }
      } else if (e.name === 'UpdateLayoutTree') out.styles += 1;
      else if (e.name === 'Layout') {
        out.layouts += 1;
        out.layoutMs += e.dur / 1000;
      }
    } else if (on(e, /CompositorTileWorker|ThreadPoolForegroundWorker/) && e.name === 'RasterTask') {
      out.rasterTasks += 1;
      out.rasterMs += e.dur / 1000;
    }
  }
  for (const k of ['paintMs', 'layoutMs', 'rasterMs']) out[k] = Math.round(out[k]);
  out.paintArea = Math.round(out.paintArea);
  return out;
}
