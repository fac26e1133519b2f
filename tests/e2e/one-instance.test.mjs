// One copy of the app on desktop: on a D-Bus session bus (Linux finds the running copy
// there), a second launch with the same data hands over to the first and exits at once, while
// the first runs on; a launch with another data directory is another app and starts.
// Runs the app binary itself (no WebDriver): what matters is which process stays.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { nativeOnly } from './engines.mjs';
import { App } from './harness.mjs';

/** Starts a private session bus; resolves to its address and the daemon. */
function sessionBus() {
  const daemon = spawn('dbus-daemon', ['--session', '--nofork', '--print-address=1'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    daemon.on('error', reject);
    createInterface({ input: daemon.stdout }).once('line', (address) => resolve({ address: address.trim(), daemon }));
  });
}

/** Launches the app with `env`; resolves with its exit code, or null if still running after
 * `ms` (then it is left running and returned). */
function launch(env, ms) {
  const child = spawn(process.env.TIPGOBBLE_APP, [], { env: { ...process.env, ...env }, stdio: 'ignore' });
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ child, code: null }), ms);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ child, code });
    });
  });
}

test('a second launch hands over to the first copy and exits; another data directory starts', nativeOnly('one-instance'), async () => {
  assert.ok(process.env.TIPGOBBLE_APP, 'run through scripts/e2e.sh');
  const { address, daemon } = await sessionBus();
  const env = { DBUS_SESSION_BUS_ADDRESS: address, TIPGOBBLE_DATA_DIR: App.freshDataDir('one-instance') };
  const running = [];
  try {
    const first = await launch(env, 6000);
    running.push(first.child);
    assert.equal(first.code, null, 'the first copy runs');
    const second = await launch(env, 15000);
    running.push(second.child);
    assert.equal(second.code, 0, 'the second copy exits by itself, at once');
    assert.equal(first.child.exitCode, null, 'the first copy runs on');
    const other = await launch({ ...env, TIPGOBBLE_DATA_DIR: App.freshDataDir('one-instance-other') }, 6000);
    running.push(other.child);
    assert.equal(other.code, null, 'a copy on other data is another app');
  } finally {
    for (const child of running) if (child.exitCode === null) child.kill('SIGTERM');
    daemon.kill('SIGTERM');
  }
});
