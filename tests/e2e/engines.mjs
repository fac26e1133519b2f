// Which engine the end-to-end tests drive, and the one list of tests that only the native app
// can run. TIPGOBBLE_ENGINE=webkit (the default) drives the Tauri app in WebKitGTK through
// tauri-driver; TIPGOBBLE_ENGINE=chromium drives the web build (ui/dist-web: the core in
// WebAssembly in a worker, data on OPFS) in headless Chromium emulating a phone, as Android's
// web engine. Every test runs in both, except those below: each is about something the web
// build does not have (the desktop's files, dialogs and processes), and is skipped in
// Chromium with its reason, which node:test prints beside it.
// `node tests/e2e/engines.mjs` prints the list.
import { fileURLToPath } from 'node:url';

/** The engines the harness can drive. */
export const ENGINES = ['webkit', 'chromium'];

/** The engine of this run. */
export const ENGINE = (process.env.TIPGOBBLE_ENGINE || 'webkit').toLowerCase();
if (!ENGINES.includes(ENGINE)) {
  throw new Error(`TIPGOBBLE_ENGINE=${process.env.TIPGOBBLE_ENGINE}: use one of ${ENGINES.join(', ')}`);
}

/** Whether this run drives the native (Tauri) app. */
export const NATIVE = ENGINE === 'webkit';

/** The tests that need the native app, by an id the test names (file: test). `why` says what
 * native thing it needs; `web`, where there is one, what the web build has in its place, for a
 * later port. */
export const NATIVE_ONLY = {
  'one-instance': {
    test: 'one-instance.test.mjs: a second launch hands over to the first copy…',
    why: 'one copy of the desktop app per data directory, found over a D-Bus session bus; the test runs the app binary itself, with no WebDriver',
    web: 'a second tab of the same origin shares the same OPFS data: one tab holds it (a Web Lock), the second is told and can take it over, in web-storage.test.mjs',
  },
  'export-import': {
    test: 'export-import.test.mjs: every test (export to a file, import it, a damaged file)',
    why: "the platform's GTK save and open dialogs, typed into with xdotool, and files on the desktop's disk",
    web: 'the export is a download (Browser.setDownloadBehavior puts it in a folder the test reads) and the import an <input type=file> that WebDriver sends a path to',
  },
  'store-damaged': {
    test: 'store-problems.test.mjs: names the kept file on the home screen when the database was damaged',
    why: 'writes a damaged games.sqlite3 into the data directory before launch and finds the kept games.sqlite3.damaged-* file beside it',
    web: 'the same damaged database file written to OPFS from a page script before the worker opens it, and the kept file named on OPFS',
  },
  'store-none': {
    test: 'store-problems.test.mjs: shows "Games are not being saved" on every screen when there is no database',
    why: "TIPGOBBLE_DATA_DIR points at a read-only file, so no database can be made there",
    web: 'no OPFS at all (storage refused, or an origin that is not a secure context) should bring the same banner',
  },
  'store-locked-move': {
    test: 'store-problems.test.mjs: says at once when a move could not be saved, keeps it, and saves it at the next move',
    why: "another process (store-lock-holder, built by cargo test) holds SQLite's write lock on the database file",
    web: 'another tab or worker of the same origin holding the OPFS database (its access handle or lock) while a move is saved',
  },
  'store-copy': {
    test: 'store-problems.test.mjs: saves a game another copy of the app wrote to as a separate game, and says so once',
    why: 'another process (store-writer-child, built by cargo test) appends to the database file',
    web: 'a second tab of the same origin playing the same saved game',
  },
  'store-locked-new-game': {
    test: 'store-problems.test.mjs: keeps a new game the store refused and saves it whole at the next move',
    why: "another process (store-lock-holder) holds SQLite's write lock on the database file",
    web: 'another tab or worker of the same origin holding the OPFS database while a new game is created',
  },
  'settings-torn': {
    test: 'settings.test.mjs: keeps the last saved settings when the settings file was torn by a kill',
    why: "empties settings.json on disk after killing the app, as a kill during tauri-plugin-store's in-place write leaves it, and reads the file back",
    web: 'none: the web build keeps its settings as one SQLite row, written whole or not at all (a closed tab leaves the row saved before), so nothing can be torn',
  },
};

/** node:test options for the test `id` of NATIVE_ONLY: nothing in the native app; in the web
 * build, a skip that says why (node:test prints it beside the test). */
export function nativeOnly(id) {
  const entry = NATIVE_ONLY[id];
  if (!entry) throw new Error(`tests/e2e/engines.mjs has no native-only test "${id}"`);
  return NATIVE ? {} : { skip: `native only: ${entry.why}` };
}

/** The list, for the end of a run in the web build and for the person deciding what to port. */
export function describeExceptions() {
  return Object.entries(NATIVE_ONLY)
    .map(([id, { test, why, web }]) => `- ${id} — ${test}\n    needs: ${why}\n    web equivalent: ${web ?? 'none'}`)
    .join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`Tests skipped in the web build (Chromium), ${Object.keys(NATIVE_ONLY).length}:\n${describeExceptions()}`);
}
