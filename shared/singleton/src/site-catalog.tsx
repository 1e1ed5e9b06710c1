/*
 * The site as composed from the deployed remotes: every page with its facts, every category, and where each
 * remote lives. The shell provides it (from the catalogue inlined in its page); a remote reads it for
 * cross-links to pages it does not own. It is data only: the rules that read it (titles, search, sidebar
 * sections) live in the library each package bundles.
 */
import { createContext, useContext, type ReactNode } from 'react';

/** What a page says about itself, declared once in its own folder (page-facts.ts). */
export interface PageFacts {
  /** Path without the leading slash, e.g. 'sip-calculator'. It is also the page's identity. */
  path: string;
  /** Page name: the title ('{title} | CalcHub') and the breadcrumb. */
  title: string;
  /** The sidebar's label. */
  navLabel: string;
  /** The sidebar section: 'CALCULATORS', 'ADVANCE CALC.', 'OTHERS', or a section of the remote's own. */
  section: string;
  /** A calculator's category; visiting the page selects it. */
  category?: string;
  /** One sentence for the meta description and the search box. */
  description: string;
  /** Extra words the search box matches. */
  keywords: string[];
  /** An icon name of the design system; an unknown name shows a generic icon. */
  icon: string;
  /** Old paths (exact, case-sensitive) that redirect to this page. */
  legacyPaths?: string[];
}

/** What a category says about itself; the remote that brings its first page declares it. */
export interface CategoryFacts {
  name: string;
  icon: string;
  description: string;
  fullDescription: string;
}

/** A page as the composed site knows it: its facts, the remote that renders it and the module it exposes. */
export interface SitePage extends PageFacts {
  remote: string;
  /** The exposed module, e.g. './sip-calculator'. */
  module: string;
}

/** What a remote's build recorded that it needs from the page it runs in. */
export interface RemoteRequirements {
  /** The version of the shell's mounting contract (exposed module = a component without props, in the providers). */
  shellContract: number;
  /** A semver range for every singleton it takes from the shell, e.g. { '@calc/singleton': '^1.0.0' }. */
  shared: Record<string, string>;
}

export interface SiteRemote {
  name: string;
  /** The remote's entry script (remoteEntry.js). */
  entry: string;
  /** The build's version, as published in its page list. */
  version: string;
  requires: RemoteRequirements;
  /** Every module the build exposes. */
  exposes: string[];
}

export interface SiteCatalog {
  pages: SitePage[];
  categories: CategoryFacts[];
  remotes: SiteRemote[];
  /** What composing left out, and why (a remote whose page list could not be read, a path taken twice). */
  problems?: string[];
}

export const EMPTY_CATALOG: SiteCatalog = { pages: [], categories: [], remotes: [] };

/** The catalogue's context; the category state (state/category.tsx) reads it too, null outside the provider. */
export const SiteCatalogContext = createContext<SiteCatalog | null>(null);
SiteCatalogContext.displayName = 'SiteCatalog';

/** The composed site; throws outside its provider (usually a second copy of this package on the page). */
export function useSiteCatalog(): SiteCatalog {
  const catalog = useContext(SiteCatalogContext);
  if (catalog === null)
    throw new Error('useSiteCatalog() must be used inside <SiteCatalogProvider>. Wrap the app in <AppProviders>.');
  return catalog;
}

export function SiteCatalogProvider({ catalog, children }: { catalog: SiteCatalog; children: ReactNode }) {
  return <SiteCatalogContext.Provider value={catalog}>{children}</SiteCatalogContext.Provider>;
}
