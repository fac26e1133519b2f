// The main thread's longest stall while the app does its longest work outside the
// computer's turn: setting up a Deblockle classic game against level 5 (the computer
// arranges the person's blocks: a search) and the computer at level 5 answering a draw offer
// (a search at its level). Not part of `npm test`.
// Usage (no display needed):
//   xvfb-run -a node tests/bench/stall.mjs <app binary> [rounds]
// Each round starts the classic setup once and offers a draw once (in a Gobblet game
// against level 5 after one move each), through IPC as the UI sends them. While each
// command is in flight, the webview sends `app_info` again and again (its round-trip; it was
// a synchronous command on the main thread when this was written: for the main thread itself,
// see tests/bench/main-thread.mjs) and `game_view` (which also needs the game's lock), and records the longest
// round-trip of each, the longest gap between animation frames, and how long the command
// itself took.
import { App } from '../e2e/harness.mjs';

const binary = process.argv[2];
const rounds = Number(process.argv[3] ?? 5);
if (!binary) {
  console.error('usage: node tests/bench/stall.mjs <app binary> [rounds]');
  process.exit(2);
}
process.env.TIPGOBBLE_APP = binary;

/** Runs `command` with `args` in the webview while probing the main thread; resolves to
 * {ms, probeMax, probes, frameMax, ok}. */
const PROBE = `
  const [command, args, done] = arguments;
  const invoke = window.__TIPGOBBLE__.call;
  let busy = true, probeMax = 0, probes = 0, viewMax = 0, views = 0, frameMax = 0, last = performance.now();
  const frame = (now) => { frameMax = Math.max(frameMax, now - last); last = now; if (busy) requestAnimationFrame(frame); };
  requestAnimationFrame((now) => { last = now; requestAnimationFrame(frame); });
  const probe = async () => {
    while (busy) {
      const t0 = performance.now();
      await invoke('app_info', {});
      if (busy) { probeMax = Math.max(probeMax, performance.now() - t0); probes++; }
    }
  };
  // game_view needs the game's lock too (and ran on the main thread before it was async).
  const probeView = async () => {
    while (busy) {
      const t0 = performance.now();
      await invoke('game_view', {}).catch(() => undefined);
      if (busy) { viewMax = Math.max(viewMax, performance.now() - t0); views++; }
    }
  };
  const t0 = performance.now();
  probe();
  probeView();
  invoke(command, args).then(
    () => ({ ok: true }),
    (error) => ({ ok: false, error }),
  ).then((r) => { busy = false; done({ ...r, ms: performance.now() - t0, probeMax, probes, viewMax, views, frameMax }); });
`;

function measure(app, command, args) {
  return app.session.executeAsync(PROBE, command, args);
}

/** Blocks per side: the full set. */
const BLOCKS = 4;
const LEVEL5 = { kind: 'ai', level: 5 };
const PERSON = { kind: 'person' };

const app = await App.launch('bench-stall');
const results = { setup: [], draw: [] };
try {
  await app.session.waitFor('[data-testid="new-gobblet"]');
  for (let round = 0; round < rounds; round++) {
    const rolled = await app.invoke('deblockle_roll', { blocks: [BLOCKS, BLOCKS] });
    if (!rolled.ok) throw new Error(`deblockle_roll: ${JSON.stringify(rolled.error)}`);
    const roll = rolled.value;
    const n = roll.faces.map((f) => f.length);
    const options = {
      game: 'deblockle',
      seats: [PERSON, LEVEL5],
      first: 'one',
      blocks: [BLOCKS, BLOCKS],
      no_adjacent: false,
      setup: {
        classic: {
          rolls: roll.faces,
          squares: n.map((k) => [...Array(k).keys()]),
          rotations: n.map((k) => Array(k).fill(0)),
        },
      },
    };
    const setup = await measure(app, 'new_game', { options });
    if (!setup.ok) throw new Error(`new_game: ${JSON.stringify(setup.error)}`);
    results.setup.push(setup);

    await app.invoke('new_game', {
      options: { game: 'gobblet', seats: [PERSON, LEVEL5], first: 'one', stacks: [3, 3], touch_move: false },
    });
    for (const mv of ['4b2']) {
      for (;;) {
        const v = (await app.invoke('game_view', {})).value;
        if (!v.thinking && v.legal.some((m) => m.text === mv)) break;
        if (!v.thinking && v.legal.length > 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      const v = (await app.invoke('game_view', {})).value;
      const pick = v.legal.find((m) => m.text === mv) ?? v.legal[0];
      await app.invoke('play', { mv: pick.text });
    }
    for (;;) {
      const v = (await app.invoke('game_view', {})).value;
      if (!v.thinking) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const draw = await measure(app, 'offer_draw', {});
    if (!draw.ok) throw new Error(`offer_draw: ${JSON.stringify(draw.error)}`);
    results.draw.push(draw);
  }
} finally {
  await app.close();
}

const fmt = (xs, key) => xs.map((x) => Math.round(x[key])).join(', ');
const max = (xs, key) => Math.round(Math.max(...xs.map((x) => x[key])));
for (const [name, xs] of Object.entries(results)) {
  console.log(`${name}: command ${fmt(xs, 'ms')} ms`);
  console.log(`${name}: longest main-thread wait (app_info round-trip) ${fmt(xs, 'probeMax')} ms; max ${max(xs, 'probeMax')} ms (${xs.map((x) => x.probes).join(', ')} probes)`);
  console.log(`${name}: longest game_view round-trip ${fmt(xs, 'viewMax')} ms; max ${max(xs, 'viewMax')} ms (${xs.map((x) => x.views).join(', ')} calls)`);
  console.log(`${name}: longest gap between animation frames ${fmt(xs, 'frameMax')} ms; max ${max(xs, 'frameMax')} ms`);
}
