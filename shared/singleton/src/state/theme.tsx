/*
 * The light or dark theme, shared by the shell and every remote through this singleton package and kept in storage
 * across visits.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createStrictContext } from './strict-context';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

export type ThemeName = 'light' | 'dark';
export const DEFAULT_THEME: ThemeName = 'light';

export function initialTheme(): ThemeName {
  const stored = readStored(STORAGE_KEYS.theme);
  return stored === 'dark' || stored === 'light' ? stored : DEFAULT_THEME;
}

/** Dark adds the `dark` class to the page root and the body; light removes it. */
export function applyThemeClass(theme: ThemeName): void {
  for (const element of [document.documentElement, document.body]) {
    element.classList.toggle('dark', theme === 'dark');
  }
  document.documentElement.style.colorScheme = theme;
}

interface ThemeState {
  theme: ThemeName;
  toggleTheme: () => void;
  setTheme: (theme: ThemeName) => void;
}

const [ThemeContext, useTheme] = createStrictContext<ThemeState>('Theme');
export { useTheme };

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<ThemeName>(initialTheme);
  useEffect(() => {
    applyThemeClass(theme);
    writeStored(STORAGE_KEYS.theme, theme);
  }, [theme]);
  const toggleTheme = useCallback(() => setTheme((current) => (current === 'dark' ? 'light' : 'dark')), []);
  const value = useMemo(() => ({ theme, toggleTheme, setTheme }), [theme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
