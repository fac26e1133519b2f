#!/usr/bin/env node
// Serves a folder of static files (by default the web build, ui/dist-web) on 127.0.0.1: the
// end-to-end tests open the web build in Chromium from it, and a person can try the build in a
// browser. Only 127.0.0.1: a page from localhost is a secure context, which the web build
// needs for its module worker and for OPFS, where it keeps its data.
// Usage: node scripts/serve-web.mjs [dir] [--port N]   (prints the URL; Ctrl-C stops it)
// From code: const { url, close } = await serve(dir, port);
import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The MIME type of each extension the builds contain: the browser refuses a module script or
 * streaming-compiles no WebAssembly unless the type is exactly right. */
export const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
};

/** The file under `root` (a real path) that the URL path `pathname` names, or null when it
 * names nothing there: a path that is malformed, or leads outside `root` (by `..`, an
 * encoded separator or a symbolic link), is not served. `/` and folders mean their index.html. */
async function fileFor(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  let path = resolve(root, '.' + decoded);
  if (path !== root && !path.startsWith(root + sep)) return null;
  try {
    if ((await stat(path)).isDirectory()) path = join(path, 'index.html');
    const real = await realpath(path);
    if (!real.startsWith(root + sep)) return null;
    return (await stat(real)).isFile() ? real : null;
  } catch {
    return null;
  }
}

/** The Content-Security-Policy of the build in `root`, as its page's <meta> states it (the web
 * build's, ui/vite.config.ts WEB_CSP), with what only a header can say (frame-ancestors); null
 * when the page states none. Sent as a header with every file, as docs/app.md asks of hosts:
 * only a header reaches the workers, whose scripts come with their own responses. */
async function headerCsp(root) {
  try {
    const page = await readFile(join(root, 'index.html'), 'utf8');
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(page);
    return meta ? `${meta[1]}; frame-ancestors 'none'` : null;
  } catch {
    return null;
  }
}

/** Answers one request: GET and HEAD of a file, 404 for anything missing, 405 for other methods. */
async function answer(root, request, response, csp) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  const { pathname } = new URL(request.url, 'http://localhost');
  const file = await fileFor(root, pathname);
  if (!file) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
    return;
  }
  const { size } = await stat(file);
  response.writeHead(200, {
    'content-type': MIME[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': size,
    // Every test run serves a new build at the same origin: never a stale copy.
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...(csp ? { 'content-security-policy': csp } : {}),
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(file).on('error', () => response.destroy()).pipe(response);
}

/** Serves `dir` on 127.0.0.1:`port` (0: any free port); resolves to its URL (ending in /) and
 * a `close()` that stops it. */
export async function serve(dir, port = 0) {
  const root = await realpath(resolve(dir));
  const csp = await headerCsp(root);
  const server = createServer((request, response) => {
    answer(root, request, response, csp).catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
      else response.destroy();
    });
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', ok);
  });
  // Keep-alive connections would hold close() open until the browser lets go of them.
  const close = () =>
    new Promise((ok) => {
      server.close(() => ok());
      server.closeAllConnections();
    });
  return { url: `http://127.0.0.1:${server.address().port}/`, close, server };
}

/** The command line: `[dir] [--port N]`. */
async function main(argv) {
  let dir = 'ui/dist-web';
  let port = 0;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--port') port = Number(argv[++i]);
    else if (argv[i].startsWith('--port=')) port = Number(argv[i].slice(7));
    else dir = argv[i];
  }
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('--port takes a number from 0 to 65535');
  const { url } = await serve(dir, port);
  console.log(url);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((err) => {
    console.error(`serve-web: ${err.message}`);
    process.exit(1);
  });
}
