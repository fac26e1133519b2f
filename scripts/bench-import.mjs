// The web build's import and saved-games list, measured in headless Chromium (the emulated
// phone of the end-to-end tests, no CPU throttling): the file of scripts/make-import-file.mjs
// (8,595 short games in 1 MiB) imported through the core's import_game_text, timed from the
// call to its answer; then Saved games opened on those games (from the Home button's click to
// its first cards drawn) and, with --list, the list topped up to 10,000 games and opened again.
// With --scroll (after --list's 10,000 games) the list is scrolled from top to bottom, a page of
// 24 cards at a time (--pages 1,2,last: each page in turn, from 1 or "last"; 1,last unless
// told): the longest gap between two animation frames and the 95th percentile, as the person
// scrolling sees them (goal: at most 33 ms). --size WxH scrolls in a window of that size (the
// emulated phone's 360x640 unless told; 1280x800 is the desktop's), --trace DIR records each
// scroll as a Chromium trace in DIR (DevTools' Performance panel opens it) and sums up where
// the renderer's threads spent it (Node 20 needs --experimental-websocket for it).
// Usage: TIPGOBBLE_ENGINE=chromium TIPGOBBLE_WEB_DIR=<a web build> node [--experimental-websocket] scripts/bench-import.mjs
//          [--runs N] [--list [--scroll [--pages 1,last] [--size WxH] [--trace DIR]]]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { makeImportFile } from './make-import-file.mjs';
import { counts, saveTrace, startTrace, summarise } from './devtools-trace.mjs';
import { App } from '../tests/e2e/harness.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const RUNS = Number(option('--runs') || 1) || 1;
const LIST = args.includes('--list');
const SCROLL = args.includes('--scroll');
/** --trace DIR: each scroll recorded as a Chromium trace in DIR, and summed up by thread. */
const TRACE = option('--trace');
/** --size WxH: the window scrolled (default: the emulated phone, 360x640). */
const SIZE = option('--size')?.split('x').map(Number);
/** --pages 1,last: the pages scrolled, each in turn (from 1, or "last"). */
const PAGES = (option('--pages') ?? '1,last').split(',');

/** Scrolls the page from its top to its bottom, `step` CSS pixels an animation frame (a
 * steady finger: 60 frames a second at 48 px is about 2,900 px/s), and gives the gaps between
 * the frames in ms: the longest, the 95th percentile, how many there were and how many were
 * over 33 ms; and Chromium's long animation frames (over 50 ms) with the longest time the page's
 * main thread was blocked in one, and the longest it spent on style, layout and paint (a long
 * frame with neither was late for the compositor or the machine, not the page). */
async function scrollFrames(app, step = 48) {
  return app.session.executeAsync(
    `const done = arguments[arguments.length - 1];
     const step = arguments[0];
     window.scrollTo({ top: 0, behavior: 'instant' });
     const loaf = [];
     const watch = new PerformanceObserver((list) => loaf.push(...list.getEntries()));
     watch.observe({ type: 'long-animation-frame' });
     const gaps = [];
     let last = null;
     const frame = (now) => {
       if (last !== null) gaps.push(now - last);
       last = now;
       const bottom = document.documentElement.scrollHeight - window.innerHeight;
       if (window.scrollY >= bottom - 1) {
         watch.disconnect();
         gaps.sort((a, b) => a - b);
         done({
           frames: gaps.length,
           max: gaps[gaps.length - 1],
           p95: gaps[Math.floor(gaps.length * 0.95)],
           over33: gaps.filter((g) => g > 33).length,
           height: document.documentElement.scrollHeight,
           long: loaf.length,
           blocked: Math.max(0, ...loaf.map((e) => e.blockingDuration)),
           rendering: Math.max(0, ...loaf.map((e) => e.startTime + e.duration - e.renderStart)),
         });
         return;
       }
       window.scrollBy({ top: step, behavior: 'instant' });
       requestAnimationFrame(frame);
     };
     requestAnimationFrame((now) => { last = now; requestAnimationFrame(frame); });`,
    step,
  );
}

/** The page `which` of Saved games shown (from 1, or "last"), with the pager's buttons (the
 * newest page, then the next until it is there; the oldest for "last"); gives its range and
 * the last turn's time, from the press to the page's first card replaced (ms). */
async function showPage(app, which) {
  const first = () => app.session.execute(`return document.querySelector('[data-testid="saved-game"]')?.getAttribute('aria-posinset');`);
  let ms = 0;
  const press = async (id) => {
    const before = await first();
    const t0 = Date.now();
    const enabled = await app.session.execute(`const b = document.querySelector('[data-testid="${id}"]'); if (b && !b.disabled) b.click(); return !!b && !b.disabled;`);
    if (enabled) await app.session.waitUntil(`return document.querySelector('[data-testid="saved-game"]')?.getAttribute('aria-posinset') !== ${JSON.stringify(before)};`, 'the page turned', 120000);
    ms = Date.now() - t0;
  };
  if (which === 'last') await press('page-oldest');
  else {
    await press('page-newest');
    for (let page = 1; page < Number(which); page++) await press('page-older');
  }
  // The page drawn as the person sees it before a flick: every card's picture an image, loaded.
  await app.session.waitUntil(
    `const cards = document.querySelectorAll('[data-testid="saved-game"]').length;
     const images = [...document.querySelectorAll('ul.games img.picture')];
     return images.length === cards && images.every((i) => i.complete);`,
    'the page\'s pictures drawn',
    60000,
  );
  await app.atRest();
  return { range: await app.text('[data-testid="saved-range"]'), ms };
}

const say = (r) =>
  `longest frame ${r.max.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, ${r.over33} of ${r.frames} frames over 33 ms (${r.height} px); ` +
  `${r.long} long animation frames, the main thread blocked at most ${r.blocked.toFixed(0)} ms and rendering at most ${r.rendering.toFixed(0)} ms in one`;

async function timedCall(app, command, callArgs) {
  return app.session.executeAsync(
    `const done = arguments[arguments.length - 1];
     const t0 = performance.now();
     window.__TIPGOBBLE__.call(arguments[0], arguments[1])
       .then((value) => done({ ok: true, ms: performance.now() - t0, value }), (error) => done({ ok: false, ms: performance.now() - t0, error }));`,
    command,
    callArgs,
  );
}

/** From the click on Saved games to its first cards drawn, in ms, once the home screen has
 * listed its games. */
async function openSaved(app) {
  await app.open();
  await timedCall(app, 'list_saved_games', {});
  await app.session.waitFor('[data-testid="open-saved"]', 60000);
  const t0 = Date.now();
  await app.click('[data-testid="open-saved"]');
  await app.session.waitFor('[data-testid="saved-game"]', 600000);
  return Date.now() - t0;
}

const text = makeImportFile();
for (let run = 1; run <= RUNS; run++) {
  const app = await App.launch(`bench-import-${run}`);
  try {
    await app.session.cmd('POST', '/timeouts', { script: 900000 });
    const imported = await timedCall(app, 'import_game_text', { text });
    if (!imported.ok) throw new Error(`the import failed: ${JSON.stringify(imported.error)}`);
    console.log(`run ${run}: imported 8,595 games in ${(imported.ms / 1000).toFixed(1)} s`);
    // list_saved_games (every card, each game replayed for its picture: what the home screen,
    // Statistics and the keep-your-saves notice asked for until they asked only for what they
    // show) timed on its own; then what the home screen asks now (the newest three unfinished games, and
    // the count of all: none but those three replayed), and Statistics' list_players.
    const every = await timedCall(app, 'list_saved_games', {});
    console.log(`run ${run}: list_saved_games (every card) on 8,595 games: ${(every.ms / 1000).toFixed(1)} s`);
    const home = await app.session.executeAsync(
      `const done = arguments[arguments.length - 1];
       const t0 = performance.now();
       const call = (name, args) => window.__TIPGOBBLE__.call(name, args);
       Promise.all([call('list_saved_games_page', { offset: 0, limit: 3, unfinished: true }), call('list_saved_games_page', { offset: 0, limit: 0, unfinished: false })])
         .then(() => done(performance.now() - t0), (e) => done(-1));`,
    );
    const players = await timedCall(app, 'list_players', {});
    console.log(`run ${run}: the home screen's two calls on 8,595 games: ${home.toFixed(0)} ms; list_players: ${players.ms.toFixed(0)} ms`);
    const page = await timedCall(app, 'list_saved_games_page', { offset: 0, limit: 24, unfinished: false });
    if (page.ok) console.log(`run ${run}: list_saved_games_page, 24 of 8,595 games: ${page.ms.toFixed(0)} ms`);
    console.log(`run ${run}: Saved games on 8,595 games drawn in ${await openSaved(app)} ms`);
    if (LIST) {
      const more = await timedCall(app, 'import_game_text', { text: makeImportFile(1405, 1024 * 1024) });
      if (!more.ok) throw new Error(`the second import failed: ${JSON.stringify(more.error)}`);
      console.log(`run ${run}: Saved games on 10,000 games drawn in ${await openSaved(app)} ms`);
      if (SCROLL) {
        if (SIZE) await app.resize(SIZE[0], SIZE[1]);
        for (const which of PAGES) {
          const { range, ms } = await showPage(app, which);
          const stop = TRACE ? await startTrace(app.session.capabilities['goog:chromeOptions'].debuggerAddress) : null;
          const seen = await scrollFrames(app);
          console.log(`run ${run}: scrolling page ${which} (${range}, turned to in ${ms} ms)${SIZE ? ` at ${SIZE.join('x')}` : ''}: ${say(seen)}`);
          if (stop) {
            const events = await stop();
            mkdirSync(TRACE, { recursive: true });
            const file = join(TRACE, `scroll-page-${which}-run${run}${SIZE ? `-${SIZE.join('x')}` : ''}.json`);
            saveTrace(events, file);
            console.log(`  trace: ${file}`);
            const c = counts(events);
            console.log(
              `  counts: ${c.paints} paints (${c.paintMs} ms, ${(c.paintArea / 1e6).toFixed(1)} M px² painted), ${c.styles} style recalculations, ` +
                `${c.layouts} layouts (${c.layoutMs} ms), ${c.rasterTasks} raster tasks (${c.rasterMs} ms)`,
            );
            for (const t of summarise(events)) {
              console.log(`  ${t.thread}: busy ${t.busyMs} ms; own time ${t.selfMs.map(([n, ms]) => `${n} ${ms}`).join(', ')}; longest ${t.longestMs.map(([n, ms]) => `${n} ${ms}`).join(', ')}`);
            }
          }
        }
      }
    }
  } finally {
    await app.close();
  }
}
