/* jest's globalTeardown: stops the Auth emulator of test-support/auth-emulator-setup.cjs. */
module.exports = async function stopAuthEmulatorForTests() {
  const child = globalThis.__authEmulatorProcess;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // The setup unref'd it; waiting on an unref'd child, node could find nothing left to do and leave before its exit,
  // with code 0, before jest sets the run's own: a failing run of a few seconds then "passed".
  child.ref();
  // Killed outright: its accounts live in memory, and one still loading (a short run) cannot answer SIGTERM for
  // seconds (the emulator's start is synchronous work).
  child.kill('SIGKILL');
  await exited;
};
