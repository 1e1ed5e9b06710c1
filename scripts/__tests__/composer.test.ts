/** @jest-environment node */
/*
 * The composer's fingerprint (scripts/release/composer.ts): what decides that a second `npm start` may serve the
 * composed site as it is. It follows the code that writes the pages, and nothing else.
 */
import fs from 'node:fs';
import path from 'node:path';
import { COMPOSER_SOURCES, composerFingerprint } from '../release/composer';

const ROOT = path.resolve(__dirname, '../..');
const siteFolder = path.join(ROOT, 'shell', 'src', 'site');

test('is the same while nothing changes, and names the compose script and the shell site modules', () => {
  expect(composerFingerprint()).toMatch(/^[0-9a-f]{16}$/);
  expect(composerFingerprint()).toBe(composerFingerprint());
  expect(COMPOSER_SOURCES).toEqual(
    expect.arrayContaining(['scripts/release/compose.ts', 'scripts/prerender.ts', 'shell/src/site']),
  );
});

test('changes with a source of the composer, not with its tests', () => {
  const before = composerFingerprint();
  const source = path.join(siteFolder, `fingerprint-probe-${process.pid}.ts`);
  const testFile = path.join(siteFolder, '__tests__', `fingerprint-probe-${process.pid}.ts`);
  try {
    fs.writeFileSync(testFile, 'export {};\n');
    expect(composerFingerprint()).toBe(before);
    fs.writeFileSync(source, 'export const probe = 1;\n');
    const added = composerFingerprint();
    expect(added).not.toBe(before);
    fs.writeFileSync(source, 'export const probe = 2;\n');
    expect(composerFingerprint()).not.toBe(added);
  } finally {
    fs.rmSync(source, { force: true });
    fs.rmSync(testFile, { force: true });
  }
  expect(composerFingerprint()).toBe(before);
});
