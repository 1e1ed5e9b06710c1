import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_CATEGORY, isValidCategory, type StoredCategory } from '../routes/categories';
import { createStrictContext } from './strict-context';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

/** The stored 'GlobalCategory' if valid; otherwise Finance, which is then written to storage. */
export function storedCategory(): StoredCategory {
  const stored = readStored(STORAGE_KEYS.category);
  if (isValidCategory(stored)) return stored;
  writeStored(STORAGE_KEYS.category, DEFAULT_CATEGORY);
  return DEFAULT_CATEGORY;
}

interface CategoryState {
  category: StoredCategory;
  /** Writes the category to storage and notifies every consumer. */
  setCategory: (category: StoredCategory) => void;
  /** Re-reads the stored value (the home page does this at the root). */
  restoreCategory: () => void;
}

const [CategoryContext, useCategory] = createStrictContext<CategoryState>('Category');
export { useCategory };

export function CategoryProvider({ children }: { children: ReactNode }) {
  const [category, setCategoryState] = useState<StoredCategory>(storedCategory);
  const setCategory = useCallback((next: StoredCategory) => {
    if (!isValidCategory(next)) return;
    writeStored(STORAGE_KEYS.category, next);
    setCategoryState(next);
  }, []);
  const restoreCategory = useCallback(() => setCategoryState(storedCategory()), []);
  const value = useMemo(() => ({ category, setCategory, restoreCategory }), [category, setCategory, restoreCategory]);
  return <CategoryContext.Provider value={value}>{children}</CategoryContext.Provider>;
}
