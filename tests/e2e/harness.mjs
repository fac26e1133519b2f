// Starts the app for a test file and tears all of it down again whatever happens. In WebKit
// (the default): tauri-driver (which starts WebKitWebDriver) and a WebDriver session on the
// native app binary. In Chromium (TIPGOBBLE_ENGINE=chromium): the web build served on
// 127.0.0.1, chromedriver, and a session of headless Chromium emulating a phone. From the
// session on, both take the same path. tests/e2e/engines.mjs says which engine runs.
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '../../scripts/serve-web.mjs';
import { ENGINE, NATIVE } from './engines.mjs';
import { Session } from './webdriver.mjs';

const here = dirname(fileURLToPath(import.meta.url));
/** Where screenshots and logs go (gitignored). */
export const OUTPUT = join(here, '..', 'output');
/** Where this engine's screenshots and logs go: tests/output/ for WebKit (the docs' pictures
 * come from there), tests/output/chromium/ for Chromium, so that the two never overwrite
 * each other's. App data directories stay in tests/output/data/ for both. */
export const ENGINE_OUTPUT = NATIVE ? OUTPUT : join(OUTPUT, ENGINE);

/** The phone Chromium emulates at launch: the test sizes' smallest (360x640 CSS px), at the
 * pixel ratio of today's phones, with a touch screen, and the user agent of Chrome on Android
 * (the UI tells a phone by it, as it does in Android's WebView). */
export const PHONE = { width: 360, height: 640, pixelRatio: 3, touch: true };
const ANDROID_CHROME_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(base, driver, timeoutMs = 20000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`${driver.spawnfile} exited with code ${driver.exitCode}`);
    try {
      const response = await fetch(`${base}/status`);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`${driver.spawnfile} did not start listening`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Sends `signal` to the process group led by `child` (it was spawned detached). */
function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* the group is gone already */
  }
}

/** Whether any process of the group led by `child` is still running (a zombie, exited and not
 * yet reaped by whoever inherited it, does not count). */
function groupAlive(child) {
  try {
    const states = execFileSync('ps', ['-o', 'stat=', '-g', String(child.pid)], { encoding: 'utf8' });
    return states.split('\n').some((state) => state.trim() !== '' && !state.startsWith('Z'));
  } catch {
    return false; // ps exits 1 when no process is in the group
  }
}

/** Waits until every process of the group led by `child` has exited, at most `timeoutMs`;
 * resolves to whether they all did. */
async function groupGone(child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (groupAlive(child)) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
}

/** The window sizes the tests lay screens out at: phones upright and on their side, a tablet,
 * a desktop window. */
export const SIZES = [
  [360, 640],
  [412, 915],
  [640, 360],
  [915, 412],
  [768, 1024],
  [1280, 800],
];

/** The window's width and height as a page script reads them. A phone's browser (Chromium's
 * mobile emulation) widens the layout viewport, and so window.innerWidth, to a page that is
 * too wide for it; the screen keeps the device's size. The desktop's screen is larger than
 * any window the tests make. */
export const VIEW_WIDTH = 'Math.min(window.innerWidth, screen.width)';
/** See VIEW_WIDTH. */
export const VIEW_HEIGHT = 'Math.min(window.innerHeight, screen.height)';

/** The emulated screen for a window of `width`x`height` CSS px in Chromium. The window-rect
 * command does not change an emulated phone's viewport; this does. A phone (upright or on its
 * side: its shorter side at most 480 px) has 3 device pixels to the CSS pixel and a mobile
 * viewport; a tablet or a desktop 1 and a desktop viewport. The touch screen stays. The screen
 * is the window's size too: headless Chromium's own is 800x600, smaller than a tablet's or a
 * desktop's window, and VIEW_WIDTH and VIEW_HEIGHT read the screen. */
export function deviceMetrics(width, height) {
  const phone = Math.min(width, height) <= 480;
  const upright = height >= width;
  return {
    width,
    height,
    deviceScaleFactor: phone ? 3 : 1,
    mobile: phone,
    screenWidth: width,
    screenHeight: height,
    screenOrientation: upright ? { type: 'portraitPrimary', angle: 0 } : { type: 'landscapePrimary', angle: 90 },
  };
}

/** The CPU time (seconds) used so far by the processes of process group `group` that
 * `isCore(name, cmdline)` says run the app core. */
function groupCpuSeconds(group, isCore) {
  let found = false;
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let stat;
    let cmdline;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // NUL-separated, or (Chromium rewrites its title) one line: either way, as one string.
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    } catch {
      continue; // gone meanwhile
    }
    const close = stat.lastIndexOf(')');
    const name = stat.slice(stat.indexOf('(') + 1, close);
    // After the name: state, ppid, pgrp, …, utime (14th field of the line), stime (15th).
    const fields = stat.slice(close + 2).split(' ');
    if (Number(fields[2]) !== group || !isCore(name, cmdline)) continue;
    found = true;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  if (!found) throw new Error(`no process of the app core in process group ${group}`);
  return ticks / 100; // USER_HZ
}

/** Starts `program` with `args` as the leader of its own process group, its output straight
 * to `log` (a pipe would stay open as long as any process it started lives): closing or
 * killing the group then ends the driver, the browser or app it started, and their children. */
function spawnGroup(program, args, log, env = process.env) {
  const logFd = openSync(log, 'w');
  const child = spawn(program, args, { stdio: ['ignore', logFd, logFd], detached: true, env });
  closeSync(logFd);
  return child;
}

/** WebKit: tauri-driver starts WebKitWebDriver, which starts the app binary on `data`. */
async function startWebKit(name, data, { gamesDir, settings }) {
  const application = process.env.TIPGOBBLE_APP;
  if (!application) throw new Error('TIPGOBBLE_APP is not set: run the tests through scripts/e2e.sh');
  // Settings to start with: the app reads them from its settings file.
  if (settings) {
    mkdirSync(dirname(App.settingsPath(data)), { recursive: true });
    writeFileSync(App.settingsPath(data), JSON.stringify(settings));
  }
  const port = await freePort();
  const nativePort = await freePort();
  const driver = spawnGroup(
    'tauri-driver',
    ['--port', String(port), '--native-port', String(nativePort)],
    join(ENGINE_OUTPUT, `${name}.driver.log`),
    // Saved games in TIPGOBBLE_DATA_DIR, settings under XDG_DATA_HOME: both in `data`.
    { ...process.env, TIPGOBBLE_DATA_DIR: gamesDir ?? data, XDG_DATA_HOME: data },
  );
  return { driver, base: `http://127.0.0.1:${port}`, capabilities: { 'tauri:options': { application } } };
}

/** Chromium: the web build served on 127.0.0.1, and chromedriver, which starts headless
 * Chromium on a profile in `data` (the same `data` again = the same OPFS and storage). */
async function startChromium(name, data, { gamesDir, offline, appWindow }) {
  if (gamesDir) throw new Error('gamesDir has no meaning in the web build: its games are on OPFS');
  const webDir = resolve(process.env.TIPGOBBLE_WEB_DIR || join(here, '..', '..', 'ui', 'dist-web'));
  // The page's data (OPFS, storage) belongs to its origin, port included: a launch on the
  // same data serves on the port the first one had, or the app would find nothing there.
  const portFile = join(data, 'web-port');
  const port = existsSync(portFile) ? Number(readFileSync(portFile, 'utf8')) : 0;
  // Offline: nothing serves the build; the page comes from what the browser kept of it.
  if (offline && !port) throw new Error('an offline launch needs a data directory a launch has served before');
  const server = offline
    ? null
    : await serve(webDir, port).catch((err) => {
        throw new Error(`could not serve the web build on the port of ${data} (${port}) again: ${err.message}`);
      });
  server?.server.unref();
  const url = server ? server.url : `http://127.0.0.1:${port}/`;
  if (server) writeFileSync(portFile, String(server.server.address().port));
  const driverPort = await freePort();
  const driver = spawnGroup(
    process.env.CHROMEDRIVER || '/usr/bin/chromedriver',
    // --enable-chrome-logs: Chromium's own output (with the console, see its args) into the log.
    [`--port=${driverPort}`, '--enable-chrome-logs'],
    join(ENGINE_OUTPUT, `${name}.driver.log`),
  );
  const capabilities = {
    browserName: 'chrome',
    'goog:chromeOptions': {
      binary: process.env.CHROMIUM || '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox', // as root
        '--disable-gpu',
        '--disable-dev-shm-usage',
        `--user-data-dir=${join(data, 'chromium')}`,
        '--no-first-run',
        '--no-default-browser-check',
        // The page's and its worker's console, into the driver's log: the web build's errors.
        '--enable-logging=stderr',
        '--v=0',
        // An app window, as Chromium opens an installed web app: no browser bar, and the page
        // in the standalone display mode.
        ...(appWindow ? [`--app=${url}`] : []),
      ],
      mobileEmulation: { deviceMetrics: PHONE, userAgent: ANDROID_CHROME_UA },
    },
  };
  return { driver, base: `http://127.0.0.1:${driverPort}`, capabilities, url, server };
}

/** The one launch that the files needing no fresh app share (tests/e2e/one-launch.test.mjs
 * runs them in one process): the app, and what each file starts from again — the settings and
 * the window of the first start. */
const sharing = { on: false, app: null, settings: null, rect: null };

/** Makes the next launches without options (or with settings only) share one app, each file
 * starting again from the first screen on the settings and window the app started with (its
 * own `settings` over them). The files that call it must not need fresh data: the games the
 * earlier files saved are there. tests/e2e/one-launch.test.mjs calls it before importing them. */
export function shareOneLaunch() {
  sharing.on = true;
}

/** Closes the shared app (the end of tests/e2e/one-launch.test.mjs). */
export async function closeSharedLaunch() {
  const app = sharing.app;
  sharing.app = null;
  sharing.on = false;
  if (app) {
    app.shared = false;
    await app.close();
  }
}

/** The running app: its WebDriver session and what the tests do with it. */
export class App {
  constructor(session, host, name) {
    this.session = session;
    /** The driver process (tauri-driver or chromedriver), leader of the group of everything
     * this launch started. */
    this.driver = host.driver;
    /** The web build's server (Chromium only). */
    this.server = host.server;
    /** The web build's address (Chromium only). */
    this.url = host.url;
    this.name = name;
  }

  /** A fresh directory for the app's data (settings and saved games), so that tests do not
   * see each other's. */
  static freshDataDir(name = 'run') {
    mkdirSync(join(OUTPUT, 'data'), { recursive: true });
    return mkdtempSync(join(OUTPUT, 'data', `${name}-`));
  }

  /** Where the native app keeps its settings file under `dataDir` (XDG_DATA_HOME/<identifier>). */
  static settingsPath(dataDir) {
    return join(dataDir, 'app.tipgobble', 'settings.json');
  }

  /** Starts the app (the driver, and the native app or the browser on the web build); `name`
   * prefixes this file's screenshots. The app keeps its saved games and settings in `dataDir`
   * (a fresh directory unless given: pass the same one again to start the app again on the
   * same data; in Chromium it holds the browser profile, where OPFS is); `gamesDir`, if given,
   * is where the native app is told to keep its saved games instead (TIPGOBBLE_DATA_DIR: it
   * need not be usable). `settings`, if given, are the settings the app starts with (any
   * fields of the settings file; the rest are the defaults). `offline` (web build): nothing
   * serves the build, the browser starts on what it kept of it (its service worker).
   * `appWindow` (web build): the page opens in an app window, as an installed web app's. */
  static async launch(name, { dataDir, gamesDir, settings, offline, appWindow } = {}) {
    if (sharing.on && !dataDir && !gamesDir && !offline && !appWindow) return App.#shared(name, settings);
    mkdirSync(join(OUTPUT, 'data'), { recursive: true });
    mkdirSync(ENGINE_OUTPUT, { recursive: true });
    const data = dataDir ?? mkdtempSync(join(OUTPUT, 'data', `${name}-`));
    const host = await (NATIVE ? startWebKit : startChromium)(name, data, { gamesDir, settings, offline, appWindow });
    const { driver } = host;
    // Whatever ends this test process (a failed hook, a timeout, Ctrl-C), the driver's group
    // goes with it: no app, browser or driver is left behind.
    const reap = () => killGroup(driver, 'SIGKILL');
    process.once('exit', reap);
    for (const signal of ['SIGINT', 'SIGTERM']) {
      process.once(signal, () => {
        reap();
        process.exit(130);
      });
    }
    try {
      await waitForServer(host.base, driver);
      const session = await Session.create(host.base, host.capabilities);
      const app = new App(session, host, name);
      app.dataDir = data;
      await app.open();
      if (settings && !NATIVE) await app.startWithSettings(settings);
      return app;
    } catch (err) {
      killGroup(driver, 'SIGKILL');
      await host.server?.close();
      throw err;
    }
  }

  /** The shared launch for the file `name` (see shareOneLaunch): started on the first call;
   * on the next ones, the app's settings and window set back to the first start's, `settings`
   * over them, and the page loaded again on its first screen. */
  static async #shared(name, settings) {
    if (!sharing.app) {
      sharing.on = false;
      let app;
      try {
        app = await App.launch('one-launch');
      } finally {
        sharing.on = true;
      }
      const current = await app.invoke('get_settings', {});
      if (!current.ok) throw new Error(`get_settings: ${JSON.stringify(current.error)}`);
      sharing.settings = current.value.settings;
      if (NATIVE) sharing.rect = await app.session.cmd('GET', '/window/rect');
      app.shared = true;
      sharing.app = app;
    }
    const app = sharing.app;
    app.name = name;
    const saved = await app.invoke('set_settings', { settings: { ...sharing.settings, ...settings } });
    if (!saved.ok) throw new Error(`set_settings: ${JSON.stringify(saved.error)}`);
    // What the page keeps of its own (New game's last choices per game, the language's texts)
    // as a first start finds it: nothing.
    await app.session.execute('localStorage.clear(); sessionStorage.clear();');
    if (NATIVE) {
      const { width, height } = sharing.rect;
      await app.session.setWindowRect({ width, height });
      // A reload is a fresh page on the same core: wait for the new page's first screen, not
      // the old one's.
      await app.session.execute('window.__tipgobbleBeforeReload = true; setTimeout(() => location.reload(), 0);');
      await app.session.waitUntil(
        `return !window.__tipgobbleBeforeReload && !!document.querySelector('[data-screen]');`,
        'the page loaded again',
      );
      app.focusWindow();
    } else {
      await app.open();
    }
    return app;
  }

  /** The web build: saves `settings` (over the current ones) through the core, then loads the
   * page again, so that the app starts with them as the native app starts with its file. */
  async startWithSettings(settings) {
    const current = await this.invoke('get_settings', {});
    if (!current.ok) throw new Error(`get_settings: ${JSON.stringify(current.error)}`);
    const saved = await this.invoke('set_settings', { settings: { ...current.value.settings, ...settings } });
    if (!saved.ok) throw new Error(`set_settings: ${JSON.stringify(saved.error)}`);
    await this.open();
  }

  /** Waits for the app's first screen; in Chromium, first opens the web build's page (again)
   * on the emulated phone upright. (chromedriver applies its mobile emulation again at each
   * page load, and that leaves the orientation of the headless screen, landscape, in
   * screen.orientation: set after the load, the phone's own holds.) */
  async open() {
    if (this.url) {
      await this.session.navigate(this.url);
      await this.session.cdp('Emulation.setDeviceMetricsOverride', deviceMetrics(PHONE.width, PHONE.height));
    }
    await this.session.waitFor('[data-screen]');
    this.focusWindow();
  }

  /** WebKitGTK under Xvfb: with no window manager, nothing gives the app's window the keyboard
   * focus, and the page is then never focused (document.hasFocus() is false, :focus-visible
   * never matches, no focus ring is drawn), unlike on a person's desktop. Focus it as a window
   * manager would: each visible window of the app's processes, through xdotool on the test's
   * display (scripts/ensure-deps.sh --e2e installs it). */
  focusWindow() {
    if (!NATIVE || !process.env.DISPLAY) return;
    const run = (cmd, args) => {
      try {
        return execFileSync(cmd, args, { encoding: 'utf8', timeout: 10000, stdio: ['ignore', 'pipe', 'ignore'] });
      } catch {
        return ''; // pgrep and xdotool search exit 1 when nothing matches
      }
    };
    const pids = run('pgrep', ['-g', String(this.driver.pid)]).split('\n').filter(Boolean);
    for (const pid of pids) {
      for (const id of run('xdotool', ['search', '--onlyvisible', '--pid', pid]).split('\n').filter(Boolean)) {
        run('xdotool', ['windowfocus', '--sync', id]);
      }
    }
  }

  /** Deletes the session (which closes the app or the browser, as quitting does), stops the
   * driver, and ends whatever of its process group is left (WebKitWebDriver and the app, or
   * Chromium); then stops the web build's server. */
  async close() {
    // The shared launch outlives each file's close (see shareOneLaunch).
    if (this.shared) return;
    try {
      await this.session.delete();
    } finally {
      if (this.driver.exitCode === null && this.driver.signalCode === null) {
        const exited = new Promise((resolve) => this.driver.once('exit', resolve));
        killGroup(this.driver, 'SIGTERM');
        const timer = setTimeout(() => killGroup(this.driver, 'SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      // The app (or Chromium) ends after its driver: wait for the last of the group, as a
      // person's next start would find it, then kill what is still there.
      if (!(await groupGone(this.driver, 3000))) killGroup(this.driver, 'SIGKILL');
      await this.server?.close();
    }
  }

  /** Kills the app (or Chromium) and its drivers at once, as a crash would: what the app had
   * written stays in its data directory (the browser profile, in Chromium). */
  async kill() {
    const exited = new Promise((resolve) => this.driver.once('exit', resolve));
    killGroup(this.driver, 'SIGKILL');
    if (this.driver.exitCode === null && this.driver.signalCode === null) await exited;
    await this.server?.close();
  }

  /** Saves a screenshot as <ENGINE_OUTPUT>/<name>-<label>.png and returns its path. */
  async screenshot(label) {
    const path = join(ENGINE_OUTPUT, `${this.name}-${label}.png`);
    writeFileSync(path, await this.session.screenshot());
    return path;
  }

  /** Clicks the element `css` matches (waiting for it to appear). One that is off screen or
   * covered (by a sticky bar, such as the new-game form's Start bar) is first scrolled to the
   * middle of the screen, as a person would scroll before tapping it. */
  async click(css) {
    const el = await this.session.waitFor(css);
    await this.session.execute(
      `// An option is clicked where its select is (it has no box of its own).
       const el = arguments[0].tagName === 'OPTION' ? arguments[0].closest('select') ?? arguments[0] : arguments[0];
       const r = el.getBoundingClientRect();
       const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
       if (!hit || (hit !== el && !el.contains(hit))) el.scrollIntoView({ block: 'center' });`,
      el.ref,
    );
    try {
      await el.click();
    } catch (err) {
      // What lay over it (WebKit's driver does not say): the element at its middle.
      const over = await this.session
        .execute(
          `const r = arguments[0].getBoundingClientRect();
           const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
           return JSON.stringify({ css: arguments[1], at: [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)], scrollY, over: hit ? hit.tagName + '.' + hit.className + ' ' + (hit.dataset.testid ?? '') : null });`,
          el.ref,
          css,
        )
        .catch(() => null);
      if (over) err.message += ` (${over})`;
      throw err;
    }
  }

  /** The text of the element `css` matches (waiting for it to appear). */
  async text(css) {
    return (await this.session.waitFor(css)).text();
  }

  /** Waits until the element `css` matches has text matching `pattern`. */
  async waitForText(css, pattern, timeoutMs = 15000) {
    const deadline = Date.now() + timeoutMs;
    let last = '';
    for (;;) {
      try {
        last = await (await this.session.find(css)).text();
        if (pattern.test(last)) return last;
      } catch {
        /* not there yet */
      }
      if (Date.now() > deadline) throw new Error(`${css} never matched ${pattern}; last text: ${JSON.stringify(last)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Calls a command of the app core from the page, through the UI's own transport (the Tauri
   * shell or the web build's worker); resolves to {ok, value} or {ok:false, error}. */
  invoke(command, args) {
    return this.session.executeAsync(
      `const done = arguments[arguments.length - 1];
       window.__TIPGOBBLE__.call(arguments[0], arguments[1])
         .then((value) => done({ ok: true, value }), (error) => done({ ok: false, error }));`,
      command,
      args,
    );
  }

  /** Resizes the window (in Chromium, the emulated screen) and waits until the page has the
   * new size. */
  async resize(width, height) {
    if (NATIVE) await this.session.setWindowRect({ width, height });
    else await this.session.cdp('Emulation.setDeviceMetricsOverride', deviceMetrics(width, height));
    await this.session.waitUntil(
      `return Math.abs(${VIEW_WIDTH} - ${width}) <= 16 && Math.abs(${VIEW_HEIGHT} - ${height}) <= 64;`,
      `a ${width}x${height} window`,
    );
  }

  /** Waits until nothing on the page moves (no board animating, no transition or finite
   * animation running; a spinner's endless one does not count), then two more frames drawn:
   * what a screenshot or a measure after a resize, a scroll or a move needs, without a fixed
   * wait. */
  async atRest(timeoutMs = 10000) {
    await this.session.waitUntil(
      `return !document.querySelector('[data-animating]') &&
         document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity);`,
      'the page at rest',
      timeoutMs,
    );
    await this.session.executeAsync(
      `const done = arguments[arguments.length - 1];
       requestAnimationFrame(() => requestAnimationFrame(() => done(true)));`,
    );
  }

  /** The CPU time (seconds) used so far by the processes that run the app core: the native
   * app's own process (tipgobble-app), or Chromium's renderers (the web build's worker runs in
   * its page's renderer). */
  cpuSeconds() {
    return groupCpuSeconds(
      this.driver.pid,
      NATIVE ? (name) => name === 'tipgobble-app' : (_name, cmdline) => / --type=renderer( |$)/.test(cmdline),
    );
  }

  /** Layout problems on the current screen: horizontal overflow, and controls that cannot be
   * reached (outside the page's width, covered by something else, or smaller than 44 px). */
  async layoutProblems() {
    // A move still animating was laid out for the window size before: measure once it has landed.
    await this.session.waitUntil(`return !document.querySelector('[data-animating]');`, 'the board at rest');
    return this.session.execute(`
      const problems = [];
      const width = ${VIEW_WIDTH};
      const root = document.documentElement;
      if (root.scrollWidth > width) problems.push('page scrolls sideways: ' + root.scrollWidth + ' > ' + width);
      // Each control is scrolled into view to be measured; every scroll position is put back
      // afterwards, so that a screenshot taken next shows what the person would see.
      const scrolls = [...document.querySelectorAll('*')].map((el) => [el, el.scrollTop, el.scrollLeft]);
      const controls = document.querySelectorAll('button, a[href], input, select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])');
      for (const el of controls) {
        const style = getComputedStyle(el);
        if (style.display === 'none' || style.visibility === 'hidden') continue;
        // Under a dialog or sheet (inert): not meant to be reached until it is closed.
        if (el.closest('[inert]')) continue;
        const name = el.getAttribute('data-testid') || el.getAttribute('aria-label') || el.textContent.trim().slice(0, 30) || el.tagName;
        el.scrollIntoView({ block: 'center', inline: 'center' });
        const r = el.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        if (r.left < -0.5 || r.right > width + 0.5) problems.push(name + ' is outside the page width');
        if (r.width < 44 - 0.5 || r.height < 44 - 0.5) problems.push(name + ' is smaller than 44 px: ' + Math.round(r.width) + 'x' + Math.round(r.height));
        const x = Math.min(Math.max(r.left + r.width / 2, 0), width - 1);
        const y = Math.min(Math.max(r.top + r.height / 2, 0), window.innerHeight - 1);
        const hit = document.elementFromPoint(x, y);
        if (!hit || !(hit === el || el.contains(hit))) problems.push(name + ' is covered by ' + (hit ? hit.tagName + '.' + hit.className : 'nothing'));
      }
      for (const [el, top, left] of scrolls) {
        el.scrollTop = top;
        el.scrollLeft = left;
      }
      window.scrollTo(0, 0);
      return problems;
    `);
  }
}
