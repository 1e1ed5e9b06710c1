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
export * from './format/currency';
export { useCurrencyFormat } from './format/use-currency-format';
export { parseNumberText, type NumberText } from './format/number-text';

// The providers, composed once
export { AppProviders } from './providers';

// The site: page lists, composing, titles, search
export * from './site';

// Calculator scaffold
export * from './calculator/definition';
export { extraReport } from './calculator/extra-report';
export * from './calculator/fields';
export { formatValue } from './calculator/format-value';
export { useCalculator, type CalculatorState } from './calculator/use-calculator';
export { revealOutcome } from './calculator/reveal';
export { CalculatorPage, calculatorPage } from './calculator/calculator-page';
export * from './calculator/field-presets';
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
export { rowList } from './calculator/row-list';
export { rowCellKey } from './calculator/rows';
export { comparison } from './calculator/comparison-table';
export { fieldSections } from './calculator/field-sections';
export {
  sectionProblems,
  type DerivedFigure,
  type DerivedFigures,
  type FieldRowDefinition,
  type FieldSectionDefinition,
  type FieldSections,
  type SectionBand,
  type SectionsDefinition,
} from './calculator/sections';
export { StandaloneApp, mountStandalone } from './standalone/standalone-app';
export * from './explanation/explanation-section';
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
