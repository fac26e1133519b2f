// Saved-game texts the end-to-end tests import (the store's text format, docs/notation.md).

const header = (white, black) =>
  `[Game "gobblet"]\n[Setup "..../..../..../.... W:444 B:444 W"]\n[TouchMove "off"]\n${white}\n${black}\n\n`;

/** Anna (White) beats the computer at level 2 with a line of four on rank 1. */
export const ANNA_BEATS_LEVEL_2 = header('[White "Anna"]', '[BlackAI "2"]') + '4a1 4a4 4b1 4b4 4c1 4c4 3d1\n';
/** The computer at level 4 (Black) beats Anna on rank 4. */
export const LEVEL_4_BEATS_ANNA = header('[White "Anna"]', '[BlackAI "4"]') + '4a1 4a4 4b2 4b4 4c3 4c4 3d2 3d4\n';
/** Anna and Bo, still playing. */
export const ANNA_AND_BO_PLAYING = header('[White "Anna"]', '[Black "Bo"]') + '4a1 4a4 4b2\n';
/** Anna beats the computer at level 1. */
export const ANNA_BEATS_LEVEL_1 = header('[White "Anna"]', '[BlackAI "1"]') + '4a1 4a4 4b1 4b4 4c1 4c4 3d1\n';

/** Imports every game into the running app. */
export async function seed(app, texts) {
  for (const text of texts) {
    const result = await app.invoke('import_game_text', { text });
    if (!result.ok) throw new Error(`could not import a seed game: ${JSON.stringify(result.error)}`);
  }
}

/** Plays the first legal move whose text matches `pattern`, through IPC (a quick way to reach
 * a position; the tests that check playing tap the squares instead). */
export async function playFirst(app, pattern) {
  const view = (await app.invoke('game_view', {})).value;
  const mv = view.legal.find((m) => pattern.test(m.text));
  if (!mv) throw new Error(`no legal move matches ${pattern}: ${view.legal.map((m) => m.text).join(' ')}`);
  const played = await app.invoke('play', { mv: mv.text });
  if (!played.ok) throw new Error(`${mv.text} was refused: ${JSON.stringify(played.error)}`);
}

/** Shows the game screen again after moves made over IPC (home, then continue). */
export async function reopenGame(app) {
  await app.click('[data-testid="back"]');
  await app.click('[data-testid="continue"]');
  await app.session.waitFor('[data-screen="game"] [data-testid="status"]');
}

/** From the home screen, starts a game of `game` against the computer at `level`, choosing
 * each of `choices` (a control's test id and the value to pick) on the new-game screen. */
export async function startAgainstComputer(app, game, level, choices = []) {
  await app.click(`[data-testid="new-${game}"]`);
  await app.click('[data-testid="opponent"] [data-value="ai"]');
  await app.click(`[data-testid="ai-level"] [data-value="${level}"]`);
  for (const [control, value] of choices) await app.click(`[data-testid="${control}"] [data-value="${value}"]`);
  await app.click('[data-testid="start-game"]');
}

/** The window the native app opens at (src-tauri/tauri.conf.json), which the tests that
 * never resize were written for. Chromium starts as a phone upright (360x640), where the game
 * screen hides the move list: a test that reads or taps the list asks for this size first. */
export const NATIVE_WINDOW = [1024, 768];

/** Window sizes the layout tests use: phone, tablet and desktop. */
export const SIZES = {
  phone: [360, 640],
  tablet: [768, 1024],
  desktop: [1280, 800],
};

/** At each of `sizes` (names in SIZES): resizes the window, scrolls to the top, waits for the
 * board to be at rest, saves a screenshot `<label>-<size>` and checks that nothing overflows
 * and every control can be reached. */
export async function atSizes(app, label, sizes) {
  for (const size of sizes) {
    const [width, height] = SIZES[size];
    await app.resize(width, height);
    await app.session.execute('window.scrollTo(0, 0);');
    // A move still animating was laid out for the size before: measure once it has landed.
    await app.session.waitUntil(`return !document.querySelector('[data-animating]');`, 'the board at rest');
    const problems = await app.layoutProblems();
    await app.screenshot(`${label}-${size}`);
    if (problems.length > 0) throw new Error(`${label} at ${size}: ${JSON.stringify(problems)}`);
  }
}

/** From the new-game screen of a standard Deblockle game: starts it, plays a move a side and
 * picks up Gold's e3 block and tips it, so that its hops show on the board. */
export async function tipABlockMidGame(app) {
  await app.click('[data-testid="start-game"]');
  // new_game answers asynchronously: play only once the game screen shows the new board.
  await app.session.waitFor('[data-screen="game"] [data-board]');
  await playFirst(app, /^c3\^s-g2$/);
  await playFirst(app, /^[ce][57]\^/);
  await reopenGame(app);
  await app.click('[data-square="e3"]');
  await app.click('[data-square].tip');
  await app.session.waitFor('[data-testid="untip"]');
}

/** From the home screen: starts a classic-setup Deblockle game between two people and puts
 * Gold's first rolled block on Blue's first starting square. */
export async function startClassicSetup(app) {
  await app.click('[data-testid="new-deblockle"]');
  // New game opens with the last Deblockle game's choices: between two people, four blocks.
  await app.click('[data-testid="opponent"] [data-value="person"]');
  await app.click('[data-testid="handicap-one"] [data-value="4"]');
  await app.click('[data-testid="handicap-two"] [data-value="4"]');
  await app.click('[data-testid="setup"] [data-value="classic"]');
  await app.click('[data-testid="start-game"]');
  await app.session.waitFor('[data-testid="arrange"][data-side="one"]');
  await app.click('[data-testid="rolled-0"]');
  await app.click('[data-testid="slot-0"]');
}

/** Waits until the game has `count` moves and the computer no longer thinks; returns the view. */
export async function waitForMoves(app, count, timeoutMs = 20000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const view = (await app.invoke('game_view', {})).value;
    if (view && view.moves.length === count && !view.thinking) return view;
    if (Date.now() > deadline) throw new Error(`the game never reached ${count} moves: ${JSON.stringify(view?.moves)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Clicks `css` in the game screen's menu (the rarer actions: redo, the first and current
 * positions, offer a draw, resign, how the board faces), opening the menu first if needed. */
export async function fromMenu(app, css) {
  const open = await app.session.execute(`return !!document.querySelector('[data-testid="menu"]');`);
  if (!open) await app.click('[data-testid="more"]');
  await app.click(css);
}

/** Plays a Gobblet move in notation by tapping, as `seat` (the side to move): a size from its
 * external stacks then the square ("4a1"), or its piece on the board then the square
 * ("a1-b1"). */
export async function tapGobblet(app, move, seat) {
  const entry = /^([1-4])([a-d][1-4])$/.exec(move);
  if (entry) {
    await app.click(`[data-testid^="reserve-${seat}-"][data-size="${entry[1]}"]:not([disabled])`);
    await app.click(`[data-square="${entry[2]}"].target`);
  } else {
    const [from, to] = move.split('-');
    await app.click(`[data-square="${from}"]`);
    await app.click(`[data-square="${to}"].target`);
  }
}
