// Frame times of the board's animations in the real app: the longest gap between two
// animation frames (requestAnimationFrame callbacks) while the board has `data-animating`,
// during a Deblockle tip-and-hop and during a Gobblet gobble, each played by tapping as a
// person would (pass-and-play, so only the move measured moves), then undone, `runs` times.
// Usage (no display needed): xvfb-run -a node tests/bench/frames.mjs target/release/tipgobble-app [runs]
import { App } from '../e2e/harness.mjs';
import { playFirst, reopenGame } from '../e2e/games.mjs';

const binary = process.argv[2];
const runs = Number(process.argv[3] ?? 5);
if (!binary) {
  console.error('usage: node tests/bench/frames.mjs <app binary> [runs]');
  process.exit(2);
}
process.env.TIPGOBBLE_APP = binary;

/** Starts the frame recorder in the page (once), and clears what it has recorded. */
async function reset(app) {
  await app.session.execute(`
    if (!window.__frames) {
      window.__frames = { gaps: [], last: null, frames: 0 };
      const tick = (t) => {
        const board = document.querySelector('[data-board]');
        const f = window.__frames;
        if (board && board.hasAttribute('data-animating')) {
          if (f.last !== null) f.gaps.push(t - f.last);
          f.last = t;
          f.frames += 1;
        } else {
          f.last = null;
        }
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    }
    window.__frames.gaps = [];
    window.__frames.frames = 0;
    window.__frames.last = null;
  `);
}

const settled = (app) =>
  app.session.waitUntil(`const b = document.querySelector('[data-board]'); return !!b && !b.hasAttribute('data-animating');`, 'the board at rest');

/** Plays `tap` (a function that taps the move), waits for the board to come to rest and
 * returns the longest gap between animation frames and how many frames were drawn. */
async function measure(app, tap) {
  await settled(app);
  await reset(app);
  await tap();
  await app.session.waitUntil(`return window.__frames.frames > 0;`, 'an animation');
  await settled(app);
  const { gaps, frames } = await app.session.execute('return window.__frames;');
  return { max: Math.max(...gaps), frames };
}

function summary(name, results) {
  const maxes = results.map((r) => r.max).sort((a, b) => a - b);
  const frames = results.map((r) => r.frames);
  const median = maxes[Math.floor(maxes.length / 2)];
  console.log(
    `${name}: longest gap between frames — median ${median.toFixed(1)} ms, worst ${maxes[maxes.length - 1].toFixed(1)} ms over ${results.length} runs ` +
      `(${Math.min(...frames)}–${Math.max(...frames)} frames per animation)`,
  );
}

const app = await App.launch('bench-frames');
try {
  await app.resize(412, 915);
  // Deblockle: Gold's c3 tips south onto c2 (the Slider comes up) and slides east to g2.
  await app.click('[data-testid="new-deblockle"]');
  await app.click('[data-testid="opponent"] [data-value="person"]');
  await app.click('[data-testid="setup"] [data-value="standard"]');
  await app.click('[data-testid="start-game"]');
  await app.session.waitFor('[data-board="deblockle"]');
  const deblockle = [];
  for (let i = 0; i < runs; i++) {
    deblockle.push(
      await measure(app, async () => {
        await app.click('[data-square="c3"]');
        await app.click('[data-square="c2"].tip');
        await app.click('[data-square="g2"].hop');
      }),
    );
    await settled(app);
    await app.click('[data-testid="undo"]');
  }
  summary('Deblockle tip and hop (c3^s-g2: roll, then a slide of four squares)', deblockle);

  // Gobblet: White's 4 on a1 gobbles Black's 3 on c3.
  await app.click('[data-testid="back"]');
  await app.click('[data-testid="new-gobblet"]');
  await app.click('[data-testid="opponent"] [data-value="person"]');
  await app.click('[data-testid="start-game"]');
  for (const mv of [/^4a1$/, /^4d4$/, /^4b4$/, /^3c3$/]) await playFirst(app, mv);
  await reopenGame(app);
  const gobblet = [];
  for (let i = 0; i < runs; i++) {
    gobblet.push(
      await measure(app, async () => {
        await app.click('[data-square="a1"]');
        await app.click('[data-square="c3"].target');
      }),
    );
    await settled(app);
    await app.click('[data-testid="undo"]');
  }
  summary('Gobblet gobble (a1-c3: lift, slide, drop over a smaller piece)', gobblet);
} finally {
  await app.close();
}
