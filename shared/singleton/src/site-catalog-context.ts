import { createContext } from 'react';
import type { SiteCatalog } from './site-catalog';

/** The catalogue's context, apart so that the category state can read it without a cycle of hooks. */
export const SiteCatalogContext = createContext<SiteCatalog | null>(null);
SiteCatalogContext.displayName = 'SiteCatalog';
