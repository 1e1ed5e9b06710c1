/** @jest-environment node */
/*
 * The local Auth emulator (scripts/auth-emulator.mjs) listens at once and answers once it has loaded (about ten
 * seconds of CPU): `npm start` serves the site meanwhile, so a visitor's sign-in may come before it is ready. That
 * sign-in must wait and then succeed, not fail. The emulator runs here as `npm start` runs it: its CLI, in a child
 * process with an IPC channel, on a free port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../test-support/free-port';

jest.setTimeout(90_000);

const CLI = path.resolve(__dirname, '..', 'auth-emulator.mjs');
let child: ChildProcess | undefined;

afterEach(async () => {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child!.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
});

test('a sign-in sent as soon as the emulator listens waits until it is ready, then gets its account', async () => {
  const port = await freePort();
  child = spawn(process.execPath, [CLI, '--port', String(port)], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const messages: { listening?: number; ready?: number }[] = [];
  const listening = new Promise<void>((resolve, reject) => {
    child!.on('message', (message: { listening?: number; ready?: number }) => {
      messages.push(message);
      if (message.listening === port) resolve();
    });
    child!.once('exit', (code) => reject(new Error(`the emulator exited (${code}) before it listened`)));
  });
  await listening;
  // Nothing has loaded yet: the emulator has said it listens, not that it is ready.
  expect(messages).toEqual([{ listening: port }]);

  const response = await fetch(`http://127.0.0.1:${port}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ returnSecureToken: true }),
  });
  expect(response.status).toBe(200);
  const account = (await response.json()) as { localId?: string; idToken?: string };
  expect(account.localId).toMatch(/^\w{20,}$/);
  // An unsigned emulator token naming that account.
  const [header, payload] = account
    .idToken!.split('.')
    .slice(0, 2)
    .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
  expect(header.alg).toBe('none');
  expect(payload.user_id).toBe(account.localId);
  // By the time it answered, it had become ready.
  expect(messages).toContainEqual({ ready: port });
});
