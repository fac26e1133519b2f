// Starts the real app for a test file: tauri-driver (which starts WebKitWebDriver), a
// WebDriver session on the app binary, and tears all of it down again whatever happens.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Session } from './webdriver.mjs';

const here = dirname(fileURLToPath(import.meta.url));
/** Where screenshots and logs go (gitignored). */
export const OUTPUT = join(here, '..', 'output');

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
    if (driver.exitCode !== null) throw new Error(`tauri-driver exited with code ${driver.exitCode}`);
    try {
      const response = await fetch(`${base}/status`);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('tauri-driver did not start listening');
    await new Promise((r) => setTimeout(r, 100));
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

/** The running app: its WebDriver session and what the tests do with it. */
export class App {
  constructor(session, driver, name) {
    this.session = session;
    this.driver = driver;
    this.name = name;
  }

  /** A fresh directory for the app's data (settings and saved games), so that tests do not
   * see each other's. */
  static freshDataDir(name = 'run') {
    mkdirSync(join(OUTPUT, 'data'), { recursive: true });
    return mkdtempSync(join(OUTPUT, 'data', `${name}-`));
  }

  /** Where the app keeps its settings file under `dataDir` (XDG_DATA_HOME/<identifier>). */
  static settingsPath(dataDir) {
    return join(dataDir, 'app.tipgobble', 'settings.json');
  }

  /** Starts tauri-driver and the app; `name` prefixes this file's screenshots. The app keeps
   * its saved games and settings in `dataDir` (a fresh directory unless given: pass the same
   * one again to start the app again on the same data); `gamesDir`, if given, is where it
   * is told to keep its saved games instead (TIPGOBBLE_DATA_DIR: it need not be usable). */
  static async launch(name, { dataDir, gamesDir } = {}) {
    const application = process.env.TIPGOBBLE_APP;
    if (!application) throw new Error('TIPGOBBLE_APP is not set: run the tests through scripts/e2e.sh');
    mkdirSync(join(OUTPUT, 'data'), { recursive: true });
    const data = dataDir ?? mkdtempSync(join(OUTPUT, 'data', `${name}-`));
    const port = await freePort();
    const nativePort = await freePort();
    // The driver's output goes straight to a file (a pipe would stay open as long as any
    // process it started lives). It gets its own process group, so that closing can end the
    // driver, WebKitWebDriver and the app together.
    const logFd = openSync(join(OUTPUT, `${name}.driver.log`), 'w');
    const driver = spawn('tauri-driver', ['--port', String(port), '--native-port', String(nativePort)], {
      stdio: ['ignore', logFd, logFd],
      detached: true,
      // Saved games in TIPGOBBLE_DATA_DIR, settings under XDG_DATA_HOME: both in `data`.
      env: { ...process.env, TIPGOBBLE_DATA_DIR: gamesDir ?? data, XDG_DATA_HOME: data },
    });
    closeSync(logFd);
    // Whatever ends this test process (a failed hook, a timeout, Ctrl-C), the driver's group
    // goes with it: no app or WebKitWebDriver is left behind.
    const reap = () => killGroup(driver, 'SIGKILL');
    process.once('exit', reap);
    for (const signal of ['SIGINT', 'SIGTERM']) {
      process.once(signal, () => {
        reap();
        process.exit(130);
      });
    }
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitForServer(base, driver);
      const session = await Session.create(base, { 'tauri:options': { application } });
      const app = new App(session, driver, name);
      app.dataDir = data;
      await session.waitFor('[data-screen]');
      return app;
    } catch (err) {
      killGroup(driver, 'SIGKILL');
      throw err;
    }
  }

  /** Deletes the session (which closes the app), stops tauri-driver, and ends whatever of
   * the driver's process group is left (WebKitWebDriver, the app). */
  async close() {
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
      await new Promise((r) => setTimeout(r, 300));
      killGroup(this.driver, 'SIGKILL');
    }
  }

  /** Kills the app, WebKitWebDriver and tauri-driver at once, as a crash would. */
  async kill() {
    const exited = new Promise((resolve) => this.driver.once('exit', resolve));
    killGroup(this.driver, 'SIGKILL');
    if (this.driver.exitCode === null && this.driver.signalCode === null) await exited;
  }

  /** Saves a screenshot as tests/output/<name>-<label>.png and returns its path. */
  async screenshot(label) {
    const path = join(OUTPUT, `${this.name}-${label}.png`);
    writeFileSync(path, await this.session.screenshot());
    return path;
  }

  /** Clicks the element `css` matches (waiting for it to appear). One that is off screen or
   * covered (by a sticky bar, such as the new-game form's Start bar) is first scrolled to the
   * middle of the screen, as a person would scroll before tapping it. */
  async click(css) {
    const el = await this.session.waitFor(css);
    await this.session.execute(
      `const el = arguments[0];
       const r = el.getBoundingClientRect();
       const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
       if (!hit || (hit !== el && !el.contains(hit))) el.scrollIntoView({ block: 'center' });`,
      el.ref,
    );
    await el.click();
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
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  /** Calls a Rust command from the webview, as the UI would; resolves to {ok, value} or {ok:false, error}. */
  invoke(command, args) {
    return this.session.executeAsync(
      `const done = arguments[arguments.length - 1];
       window.__TAURI_INTERNALS__.invoke(arguments[0], arguments[1])
         .then((value) => done({ ok: true, value }), (error) => done({ ok: false, error }));`,
      command,
      args,
    );
  }

  /** Resizes the window and waits until the page has the new width. */
  async resize(width, height) {
    await this.session.setWindowRect({ width, height });
    await this.session.waitUntil(
      `return Math.abs(window.innerWidth - ${width}) <= 16 && Math.abs(window.innerHeight - ${height}) <= 64;`,
      `a ${width}x${height} window`,
    );
  }

  /** Layout problems on the current screen: horizontal overflow, and controls that cannot be
   * reached (outside the page's width, covered by something else, or smaller than 44 px). */
  async layoutProblems() {
    // A move still animating was laid out for the window size before: measure once it has landed.
    await this.session.waitUntil(`return !document.querySelector('[data-animating]');`, 'the board at rest');
    return this.session.execute(`
      const problems = [];
      const width = window.innerWidth;
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
