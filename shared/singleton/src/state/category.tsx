/*
 * The category the visitor has chosen (Finance, Astrology, ...), shared by the shell and every remote through this
 * singleton package and kept in storage across visits.
 */
import { useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { SiteCatalogContext } from '../site-catalog';
import { createStrictContext } from './strict-context';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

/** The values the specification lets the stored category hold; a deployed remote may bring more. */
export const SPEC_CATEGORIES = ['Finance', 'Astrology', 'Pizza', 'Personal', 'Math', 'Health'] as const;
export const DEFAULT_CATEGORY = 'Finance';

/** A category name the site accepts: one of the specification's, or one a deployed remote brings. */
export function isValidCategory(value: unknown, deployed: readonly string[] = []): value is string {
  return typeof value === 'string' && ((SPEC_CATEGORIES as readonly string[]).includes(value) || deployed.includes(value));
}

/** The stored 'GlobalCategory' if valid; otherwise Finance, which is then written to storage. */
export function storedCategory(deployed: readonly string[] = []): string {
  const stored = readStored(STORAGE_KEYS.category);
  if (isValidCategory(stored, deployed)) return stored;
  writeStored(STORAGE_KEYS.category, DEFAULT_CATEGORY);
  return DEFAULT_CATEGORY;
}

interface CategoryState {
  category: string;
  /** Writes the category to storage and notifies every consumer. */
  setCategory: (category: string) => void;
  /** Re-reads the stored value (the home page does this at the root). */
  restoreCategory: () => void;
}

const [CategoryContext, useCategory] = createStrictContext<CategoryState>('Category');
export { useCategory };

export function CategoryProvider({ children }: { children: ReactNode }) {
  // The categories of the composed site count as valid too (outside a catalogue, only the specification's).
  const catalog = useContext(SiteCatalogContext);
  const deployedKey = (catalog?.categories ?? []).map((category) => category.name).join('\n');
  const deployed = useMemo(() => (deployedKey ? deployedKey.split('\n') : []), [deployedKey]);
  const [category, setCategoryState] = useState<string>(() => storedCategory(deployed));
  const setCategory = useCallback(
    (next: string) => {
      if (!isValidCategory(next, deployed)) return;
      writeStored(STORAGE_KEYS.category, next);
      setCategoryState(next);
    },
    [deployed],
  );
  const restoreCategory = useCallback(() => setCategoryState(storedCategory(deployed)), [deployed]);
  const value = useMemo(() => ({ category, setCategory, restoreCategory }), [category, setCategory, restoreCategory]);
  return <CategoryContext.Provider value={value}>{children}</CategoryContext.Provider>;
}
