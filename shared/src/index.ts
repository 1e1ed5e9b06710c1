/*
 * @calc/shared: the library each package bundles for itself (design system, formatting, calculator scaffold,
 * explanation section, the site's rules and page-list format). A team changes it and releases its remote alone.
 * What must be one instance on the page (state contexts, router, site catalogue) is not here: it is
 * @calc/singleton, which the shell provides.
 */
// Design system
export { GlobalStyle } from './design/global-style';
export { Icon, isIconName, type IconName } from './ui/icons';
export { Button, type ButtonProps } from './ui/button';
export { Alert, type AlertProps, type AlertVariant } from './ui/alert';
export { Card, CardShell, type CardProps } from './ui/card';
export { Label } from './ui/label';
export { Input, FieldMessage, InputFrame, parseNumber, type InputProps } from './ui/input';
export { Select } from './ui/select';
export { Breadcrumb } from './ui/breadcrumb';
export { Tabs, type TabItem } from './ui/tabs';
export { DataTable, type TableColumn } from './ui/data-table';

// Formatting
export {
  CURRENCIES,
  CURRENCY_LOCALES,
  CURRENCY_SYMBOLS,
  type CurrencyCode,
  currencySymbol,
  DEFAULT_CURRENCY,
  FALLBACK_LOCALE,
  formatCurrency,
  formatCurrencyInText,
  formatCurrencyShort,
  formatNumber,
  formatPercent,
  groupThousands,
  isCurrencyCode,
  localeOf,
} from './format/currency';
export { useCurrencyFormat } from './format/use-currency-format';
export { parseNumberText, type NumberText } from './format/number-text';

// The providers, composed once
export { AppProviders } from './providers';

// The site: page lists, composing, titles, search
export {
  ALLOWED_SOURCES,
  catalogOfRegistry,
  categoryOfPath,
  composeCatalog,
  type ContentSecurityNeeds,
  CURRENCY_DEPENDENT_ATTRIBUTE,
  documentTitle,
  exposedModuleOf,
  exposesOf,
  hideCurrencyDependent,
  HOME_PAGE,
  hrefOf,
  isAllowedEntry,
  isAllowedSource,
  legacyRedirects,
  LINK_PENDING_ATTRIBUTE,
  LINK_PENDING_TEXT,
  linkCarriesValues,
  markLinkPending,
  NOT_FOUND_DESCRIPTION,
  NOT_FOUND_TITLE,
  PAGE_LIST_FILE,
  PAGE_LIST_SCHEMA,
  pageByPath,
  type PageList,
  pageListOf,
  pageListProblems,
  pageListUrl,
  PROJECT_TITLE,
  type PublishedPage,
  registryProblems,
  type RemoteRegistry,
  type RemotesJson,
  ROUTE_SEGMENT,
  searchPages,
  SHELL_CONTRACT_VERSION,
} from './site';

// Calculator scaffold
export {
  type AnySolveMode,
  type CalculatorDefinition,
  type CalculatorExample,
  type CalculatorLayout,
  type CalculatorLayoutProps,
  type CellKind,
  type ComparedRow,
  type Comparison,
  type ComparisonDefinition,
  type ExtraReport,
  type FieldDefinition,
  type FieldKind,
  type FieldOption,
  type FieldSections,
  type FixedCurrency,
  moneyText,
  type MoneyText,
  type ReportColumn,
  type ReportDefinition,
  type ResultItem,
  type ResultLink,
  type ResultNote,
  type RowCellDefinition,
  type RowList,
  type RowListDefinition,
  type RowListInputProps,
  type RowsArgument,
  type RowValues,
  type Solution,
  type Solved,
  type SolvedFigure,
  type SolveMode,
  type ValueFormat,
  type Values,
} from './calculator/definition';
export { extraReport } from './calculator/extra-report';
export {
  allFieldsOf,
  checkFields,
  CHOICE_MESSAGE,
  DATE_MESSAGE,
  type FieldCheck,
  type FieldErrors,
  fieldsOfMode,
  fromQueryString,
  initialRawValues,
  inputsKey,
  isIsoDate,
  isoDateDays,
  modeFromQuery,
  NOT_A_NUMBER_MESSAGE,
  plainValue,
  rangeMessage,
  type RawValues,
  REQUIRED_MESSAGE,
  SMALLEST_NON_ZERO,
  SOLVE_FOR_PARAM,
  toCsv,
  tooSmallMessage,
  toQueryString,
  visibleColumns,
  WHOLE_NUMBER_MESSAGE,
  withFieldsDecimalMark,
} from './calculator/fields';
export { formatValue } from './calculator/format-value';
export { useCalculator } from './calculator/use-calculator';
export type { CalculatorState } from './calculator/calculator-state';
export { revealOutcome } from './calculator/reveal';
export { CalculatorPage, calculatorPage } from './calculator/calculator-page';
export { ageField, amountField, BOUNDS, choiceField, rateField, yearsField, zeroInputs } from './calculator/field-presets';
export { FieldInput, fieldId } from './calculator/field-input';
export { FieldList, FieldStack } from './calculator/field-list';
export { ResultStats } from './calculator/result-stats';
export { ReportTable } from './calculator/report-table';
export { CopyLinkButton } from './calculator/share';
export { EmptyHint, ResultMessage, LiveRegion } from './calculator/result-notes';
export { SolveForControl, resultItemsWith, UnsolvedMessage } from './calculator/solve-for';
export { CalculatorGrid, Toolbar } from './calculator/layout';
export { StaleArea, StaleNotice, STALE_MESSAGE } from './calculator/stale';
export { FixedCurrencyProvider, useShownCurrency } from './format/shown-currency';
export { PAGE_CURRENCY_ATTRIBUTE, pageCurrencyReason, publishPageCurrency, usePageCurrency } from './format/page-currency';
export { rowList } from './calculator/rows/row-list';
export { rowCellKey } from './calculator/rows/rows';
export { comparison } from './calculator/comparison/comparison-table';
export { fieldSections } from './calculator/sections/field-sections';
export {
  sectionProblems,
  type DerivedFigure,
  type DerivedFigures,
  type FieldRowDefinition,
  type FieldSectionDefinition,
  type SectionBand,
  type SectionsDefinition,
} from './calculator/sections/sections';
export { StandaloneApp, mountStandalone } from './standalone/standalone-app';
export {
  EXPLANATION_TITLE,
  type ExplanationExample,
  type ExplanationExampleRow,
  type ExplanationFaq,
  ExplanationSection,
  type ExplanationSectionProps,
  type ExplanationSolving,
  type ExplanationSymbol,
  type RelatedPage,
  relatedPages,
} from './explanation/explanation-section';
export {
  ContentExplanation,
  type ContentExplanationProps,
  type ExplanationContent,
  type ExplanationProse,
  type ExplanationValues,
} from './explanation/explanation-content';
export { lazyExplanation } from './explanation/lazy-explanation';
export { tex, type Tex } from './explanation/tex';
export { retryImport } from './lazy/retry-import';
export { afterNextPaint } from './scheduling/after-next-paint';
export { lazyPart, PartBoundary, PART_TIME_LIMIT_MS, withTimeLimit, type LazyPartOptions } from './lazy/lazy-part';
