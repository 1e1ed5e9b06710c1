/**
 * @jest-environment node
 * The router must come through @calc/singleton only (shared/singleton/src/router.ts): a direct import elsewhere
 * would bundle a second router whose contexts the shell's routes never fill.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');
const PACKAGES = ['shared/singleton/src', 'shared/src', 'shell/src', 'mfe-finance/src', 'mfe-astrology/src', 'mfe-pages/src', 'scripts', 'test-support'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

test('only shared/singleton/src/router.ts imports react-router', () => {
  const offenders = PACKAGES.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
    .filter((file) => /from ['"]react-router(-dom)?['"]/.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(ROOT, file));
  expect(offenders).toEqual(['shared/singleton/src/router.ts']);
});
