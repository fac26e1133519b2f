// The end-to-end files that need no fresh app: tests/e2e/one-launch.test.mjs runs them in one
// process on one launch of the app (harness.mjs, shareOneLaunch), and scripts/e2e.sh leaves
// them out of its own list. A file belongs here when every launch it makes is without options
// (or with settings only) and nothing it asserts depends on an empty store: it starts from the
// first screen, on the settings and window the app started with, but the games the files
// before it saved are there. Each stays a test file of its own: `node --test` runs it alone on
// a launch of its own.

/** The files, in the order they run. */
export const ONE_LAUNCH = [
  'a11y.test.mjs',
  'ai.test.mjs',
  'board-screens.test.mjs',
  'board.test.mjs',
  'deblockle-setup.test.mjs',
  'deblockle-steps.test.mjs',
  'deblockle-win.test.mjs',
  'deblockle.test.mjs',
  'feel.test.mjs',
  'game-screen.test.mjs',
  'game-screens-uk.test.mjs',
  'gobblet-rules.test.mjs',
  'gobblet-touch-forfeit.test.mjs',
  'gobblet.test.mjs',
  'keyboard.test.mjs',
  'landscape.test.mjs',
  'layout.test.mjs',
  'part2-screens.test.mjs',
  'pieces.test.mjs',
  'review-words.test.mjs',
  'screens.test.mjs',
  'settings-in-game.test.mjs',
];

// Run as a script (scripts/e2e.sh): prints the files `node --test` is given, one a line: every
// test file but the ones above, whose runner, one-launch.test.mjs, is among them.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { readdirSync } = await import('node:fs');
  const { dirname, join, relative } = await import('node:path');
  const { fileURLToPath } = await import('node:url');
  const here = dirname(fileURLToPath(import.meta.url));
  for (const file of readdirSync(here).sort()) {
    if (file.endsWith('.test.mjs') && !ONE_LAUNCH.includes(file)) console.log(relative(process.cwd(), join(here, file)));
  }
}
