// A minimal W3C WebDriver client over fetch: just what the end-to-end tests use.

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** A WebDriver error response, with the command that caused it. */
export class WebDriverError extends Error {
  constructor(method, path, status, value) {
    super(`${method} ${path} -> ${status}: ${value?.error ?? ''} ${value?.message ?? JSON.stringify(value)}`);
    this.name = 'WebDriverError';
    this.value = value;
  }
}

async function request(base, method, path, body) {
  const response = await fetch(base + path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    throw new WebDriverError(method, path, response.status, { message: text });
  }
  if (!response.ok) throw new WebDriverError(method, path, response.status, json.value);
  return json.value;
}

/** An element found on the page. */
export class Element {
  constructor(session, id) {
    this.session = session;
    this.id = id;
  }

  /** The reference WebDriver scripts take as an argument. */
  get ref() {
    return { [ELEMENT]: this.id };
  }

  click() {
    return this.session.cmd('POST', `/element/${this.id}/click`, {});
  }

  text() {
    return this.session.cmd('GET', `/element/${this.id}/text`);
  }

  attribute(name) {
    return this.session.cmd('GET', `/element/${this.id}/attribute/${encodeURIComponent(name)}`);
  }

  sendKeys(text) {
    return this.session.cmd('POST', `/element/${this.id}/value`, { text });
  }
}

/** A WebDriver session on one app instance. */
export class Session {
  constructor(base, id) {
    this.base = base;
    this.id = id;
  }

  /** Opens a session on the server at `base` with `capabilities` (always-match). */
  static async create(base, capabilities) {
    const value = await request(base, 'POST', '/session', { capabilities: { alwaysMatch: capabilities } });
    const session = new Session(base, value.sessionId);
    /** What the driver granted (Chromium's gives `goog:chromeOptions.debuggerAddress`). */
    session.capabilities = value.capabilities ?? {};
    return session;
  }

  cmd(method, path, body) {
    return request(this.base, method, `/session/${this.id}${path}`, body);
  }

  /** Runs `script` (a function body) in the page and returns its value. */
  execute(script, ...args) {
    return this.cmd('POST', '/execute/sync', { script, args });
  }

  /** Runs `script` in the page; it must call `arguments[arguments.length - 1]` with the result. */
  executeAsync(script, ...args) {
    return this.cmd('POST', '/execute/async', { script, args });
  }

  async find(css) {
    const value = await this.cmd('POST', '/element', { using: 'css selector', value: css });
    return new Element(this, value[ELEMENT]);
  }

  async findAll(css) {
    const value = await this.cmd('POST', '/elements', { using: 'css selector', value: css });
    return value.map((v) => new Element(this, v[ELEMENT]));
  }

  /** Waits in the page, at most `ms`, until `check` (the body of an arrow function) returns a
   * truthy value, looked at every 16 ms, with no round trip to the driver between looks; resolves
   * to that value, or to null when `ms` passed first. A script error in `check` is thrown here.
   * A wait is cut into slices of at most a second, so that a page that reloads (which ends a
   * script) or a hidden one (whose timers the browser slows) only costs a slice. */
  async #waitInPage(check, ms, args = []) {
    const result = await this.executeAsync(
      `const done = arguments[arguments.length - 1];
       const args = Array.prototype.slice.call(arguments, 1, arguments.length - 1);
       const check = (...args) => { ${check}
       };
       const until = Date.now() + arguments[0];
       const look = () => {
         let value;
         try {
           value = check(...args);
         } catch (err) {
           done({ error: String(err && err.stack || err) });
           return;
         }
         if (value) done({ value });
         else if (Date.now() >= until) done({ value: null });
         else setTimeout(look, 16);
       };
       look();`,
      Math.max(0, Math.min(ms, 1000)),
      ...args,
    );
    if (result?.error) throw new Error(`in the page: ${result.error}`);
    return result?.value ?? null;
  }

  /** Runs `check` in the page until it returns something truthy, and returns that; null at
   * `timeoutMs`. A page that reloads or is taken over ends the in-page wait (or a test's short
   * script timeout does) with a driver error: the wait looks again, as a driver round trip
   * would have, until its deadline. An error thrown by `check` itself is the test's: thrown. */
  async #poll(check, timeoutMs, args = []) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        const value = await this.#waitInPage(check, deadline - Date.now(), args);
        if (value) return value;
      } catch (err) {
        if (!(err instanceof WebDriverError) || Date.now() > deadline) throw err;
      }
      if (Date.now() > deadline) return null;
    }
  }

  /** Waits until `css` matches an element, and returns it. */
  async waitFor(css, timeoutMs = 15000) {
    const found = await this.#poll('return document.querySelector(args[0]);', timeoutMs, [css]);
    if (found) return new Element(this, found[ELEMENT]);
    // The driver's own answer, for the message.
    try {
      return await this.find(css);
    } catch (err) {
      throw new Error(`no element ${css} after ${timeoutMs} ms: ${err.message}`);
    }
  }

  /** Waits until `predicate` (a script returning a boolean) is true in the page. */
  async waitUntil(script, what, timeoutMs = 15000) {
    if (!(await this.#poll(script, timeoutMs))) throw new Error(`timed out waiting for ${what}`);
  }

  setWindowRect(rect) {
    return this.cmd('POST', '/window/rect', rect);
  }

  /** Opens `url` in the session's window (the web build is a page the browser opens). */
  navigate(url) {
    return this.cmd('POST', '/url', { url });
  }

  /** Runs a Chrome DevTools Protocol command through chromedriver (Chromium only): what
   * WebDriver has no command for, such as changing the emulated phone's screen. */
  cdp(cmd, params = {}) {
    return this.cmd('POST', '/goog/cdp/execute', { cmd, params });
  }

  /** A PNG screenshot of the window, as a Buffer. */
  async screenshot() {
    return Buffer.from(await this.cmd('GET', '/screenshot'), 'base64');
  }

  delete() {
    return this.cmd('DELETE', '');
  }
}
