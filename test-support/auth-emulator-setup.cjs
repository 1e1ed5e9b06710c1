/*
 * jest's globalSetup: one local Auth emulator (scripts/auth-emulator.mjs) for the whole run, on a free port, shared
 * by every test file that signs visitors in (test-support/auth-emulator.ts waits for it). Started without waiting:
 * it takes a few seconds to load, and most test files never need it.
 */
const { spawn } = require('node:child_process');
const net = require('node:net');
const path = require('node:path');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

module.exports = async function startAuthEmulatorForTests() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(__dirname, '..', 'scripts', 'auth-emulator.mjs'), '--port', String(port)], {
    // The IPC channel: the emulator leaves by itself if this process dies without its teardown.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  child.unref();
  child.channel?.unref();
  globalThis.__authEmulatorProcess = child;
  // Test workers are started after this and inherit the variable.
  process.env.CALC_TEST_AUTH_EMULATOR_URL = `http://127.0.0.1:${port}`;
};
