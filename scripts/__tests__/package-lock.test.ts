/** @jest-environment node */
/*
 * `npm install` on a clean clone must not rewrite package-lock.json (issue 27, item 6): the lock's own record of
 * the root package and of each workspace is what their package.json files say, so npm has nothing to write. (A
 * throwaway worktree's `npm install` leaving `git diff --stat package-lock.json` empty is the end-to-end check.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, WORKSPACES } from '../site-packages.cjs';

interface Manifest {
  name?: string;
  version?: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const read = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as Manifest;
const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
  lockfileVersion: number;
  packages: Record<string, Manifest & { link?: boolean; resolved?: string }>;
};

const deps = (manifest: Manifest) => ({
  dependencies: manifest.dependencies ?? {},
  devDependencies: manifest.devDependencies ?? {},
  peerDependencies: manifest.peerDependencies ?? {},
});

test("the lock's root entry is the root package.json: its workspaces and every dependency range", () => {
  const root = read('package.json');
  expect(lock.lockfileVersion).toBe(3);
  expect(lock.packages[''].workspaces).toEqual(root.workspaces);
  expect(deps(lock.packages[''])).toEqual(deps(root));
});

test.each(WORKSPACES.map((dir) => [dir]))("the lock's entry of the workspace %s is its package.json", (dir) => {
  const manifest = read(path.join(dir, 'package.json'));
  const entry = lock.packages[dir];
  expect(entry).toBeDefined();
  // npm leaves the name out when it is the folder's.
  expect({ name: entry.name ?? path.basename(dir), version: entry.version }).toEqual({
    name: manifest.name,
    version: manifest.version,
  });
  expect(deps(entry)).toEqual(deps(manifest));
  // node_modules/<name> links to the workspace folder.
  expect(lock.packages[`node_modules/${manifest.name}`]).toMatchObject({ resolved: dir, link: true });
});
