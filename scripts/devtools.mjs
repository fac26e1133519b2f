// A connection to Chromium's DevTools protocol endpoint (the browser's, as chromedriver gives it
// in `goog:chromeOptions.debuggerAddress`), for the benchmarks that throttle, trace or profile
// the page and its workers. Needs Node's WebSocket (node --experimental-websocket on Node 20).

/** Connects to the browser at `debuggerAddress`: `send(method, params, sessionId)` resolves to
 * the protocol's whole answer (`result` or `error`), `on(listener)` gets every event, `close()`
 * ends the connection. */
export async function connectDevtools(debuggerAddress) {
  if (typeof WebSocket === 'undefined') throw new Error('the DevTools protocol needs WebSocket: run node --experimental-websocket (Node 20)');
  const version = await (await fetch(`http://${debuggerAddress}/json/version`)).json();
  const ws = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  let id = 0;
  const waiting = new Map();
  const listeners = [];
  ws.onmessage = (e) => {
    const m = JSON.parse(e.data);
    if (m.id && waiting.has(m.id)) {
      waiting.get(m.id)(m);
      waiting.delete(m.id);
    } else for (const l of listeners) l(m);
  };
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve) => {
      id += 1;
      waiting.set(id, resolve);
      ws.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  return { send, on: (listener) => listeners.push(listener), close: () => ws.close() };
}
