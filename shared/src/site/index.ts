/*
 * The @calc/shared/site entry: the page lists, the catalogue and the route helpers, importable without the rest of the
 * library (by the shell's head, the release scripts and their tests).
 */
export {
  ALLOWED_SOURCES,
  catalogOfRegistry,
  type ContentSecurityNeeds,
  exposedModuleOf,
  exposesOf,
  isAllowedSource,
  PAGE_LIST_FILE,
  PAGE_LIST_SCHEMA,
  type PageList,
  pageListOf,
  pageListProblems,
  type PublishedPage,
  registryProblems,
  type RemoteRegistry,
  ROUTE_SEGMENT,
  SHELL_CONTRACT_VERSION,
} from './page-list';
export { composeCatalog, composeCatalogFrom, pageListUrl, type RemotesJson } from './compose-catalog';
export {
  categoryOfPath,
  documentTitle,
  hrefOf,
  isAllowedEntry,
  legacyRedirects,
  NOT_FOUND_DESCRIPTION,
  NOT_FOUND_TITLE,
  pageByPath,
  PROJECT_TITLE,
  searchPages,
} from './site-rules';
export { HOME_PAGE } from './home-page';
export {
  CURRENCY_DEPENDENT_ATTRIBUTE,
  hideCurrencyDependent,
  LINK_PENDING_ATTRIBUTE,
  LINK_PENDING_TEXT,
  linkCarriesValues,
  markLinkPending,
} from './snapshot-marks';
