/*
 * Contexts that fail loudly outside their provider: across micro-frontends, a silent default usually means a second
 * copy of this package, and this makes that visible.
 */
import { createContext, useContext, type Context } from 'react';

/**
 * A context whose hook throws a clear error when used outside its provider, instead of silently
 * returning a default (which, across micro-frontends, usually means a second copy of this package).
 */
export function createStrictContext<T>(name: string): [Context<T | null>, () => T] {
  const context = createContext<T | null>(null);
  context.displayName = name;
  function useStrictContext(): T {
    const value = useContext(context);
    if (value === null) {
      throw new Error(`use${name}() must be used inside <${name}Provider>. Wrap the app in <AppProviders>.`);
    }
    return value;
  }
  return [context, useStrictContext];
}
