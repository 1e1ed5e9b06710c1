/*
 * @calc/singleton: what must be one instance on the page, shared by the shell with every remote through
 * Module Federation (a singleton with strictVersion). Keep it small: every export is a promise to every
 * deployed remote. Its version (package.json) follows semver and changes with its API: `npm test` compares the
 * API with the checked-in report (api/singleton.api.md) and fails on a change the version does not announce.
 */
export { STORAGE_KEYS, readStored, writeStored } from './state/storage';
export { createStrictContext } from './state/strict-context';
export { ThemeProvider, useTheme, initialTheme, applyThemeClass, DEFAULT_THEME, type ThemeName } from './state/theme';
export { CURRENCIES, DEFAULT_CURRENCY, isCurrencyCode, type CurrencyCode } from './state/currency-codes';
export { CurrencyProvider, useCurrency, initialCurrency } from './state/currency';
export {
  CategoryProvider,
  useCategory,
  storedCategory,
  isValidCategory,
  SPEC_CATEGORIES,
  DEFAULT_CATEGORY,
} from './state/category';
export {
  SiteCatalogProvider,
  useSiteCatalog,
  EMPTY_CATALOG,
  type SiteCatalog,
  type SitePage,
  type SiteRemote,
  type PageFacts,
  type CategoryFacts,
  type RemoteRequirements,
} from './site-catalog';
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useSearchParams,
} from './router';
