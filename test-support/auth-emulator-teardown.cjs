/* jest's globalTeardown: stops the Auth emulator of test-support/auth-emulator-setup.cjs. */
module.exports = async function stopAuthEmulatorForTests() {
  const child = globalThis.__authEmulatorProcess;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(killer);
};
