/*
 * The checks every remote's registry passes (scripts/__tests__/registries.test.ts runs them for every remote): the registry
 * is the one list of the remote's page folders, so it and the folders under src/ must agree exactly, and every
 * calculator it lists has its explanation and a worked example (test-support/page-folders.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { exposesOf, registryProblems, type RemoteRegistry } from '@calc/shared/site';
import { explanationProblems, type PageFolder } from './page-folders';

/** Folders (relative to srcDir, '/'-separated) that hold a page-facts.ts. */
function pageFactsFolders(srcDir: string, dir = srcDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === '__tests__' || entry.name === 'node_modules' ? [] : pageFactsFolders(srcDir, full);
    return entry.name === 'page-facts.ts' ? [path.relative(srcDir, dir).split(path.sep).join('/')] : [];
  });
}

export function describeRegistry(registry: RemoteRegistry, srcDir: string, expectedName: string) {
  describe(`the registry of ${expectedName}`, () => {
    const folders = Object.keys(registry.pages);

    it(`is named ${expectedName} and lists at least one page`, () => {
      expect(registry.name).toBe(expectedName);
      expect(folders.length).toBeGreaterThan(0);
    });

    it.each(folders)('%s has page.tsx and page-facts.ts', (folder) => {
      expect(fs.existsSync(path.join(srcDir, folder, 'page.tsx'))).toBe(true);
      expect(fs.existsSync(path.join(srcDir, folder, 'page-facts.ts'))).toBe(true);
    });

    it.each(folders)("%s: the registry's facts are exactly the folder's page-facts", (folder) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const facts = (require(path.join(srcDir, folder, 'page-facts')) as { default: unknown }).default;
      expect(registry.pages[folder]).toBe(facts);
    });

    it('lists every page folder under src/ (no page-facts.ts left out)', () => {
      expect(pageFactsFolders(srcDir).sort()).toEqual([...folders].sort());
    });

    // A calculator (a page with a category) explains itself: its explanation, loaded by its page, and a worked
    // example computed by its own function. Pages without a category (About, Contact…) need neither.
    const calculators: PageFolder[] = Object.entries(registry.pages)
      .filter(([, facts]) => facts.category)
      .map(([folder, facts]) => ({
        remote: registry.name,
        folder,
        dir: path.join(srcDir, folder),
        name: folder.split('/').pop()!,
        facts,
      }));
    if (calculators.length > 0) {
      it.each(calculators.map((page) => [page.folder, page]))('%s has its explanation and a worked example', (_folder, page) => {
        expect(explanationProblems(page as PageFolder)).toEqual([]);
      });
    }

    it('has no problems a build would fail on', () => {
      expect(registryProblems(registry)).toEqual([]);
    });

    it("exposes each page from its folder's page.tsx, under the page's path", () => {
      expect(exposesOf(registry)).toEqual(
        Object.fromEntries(
          Object.entries(registry.pages).map(([folder, facts]) => [`./${facts.path}`, `./src/${folder}/page.tsx`]),
        ),
      );
    });
  });
}
