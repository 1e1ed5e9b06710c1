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
export * from './calculator/fields';
export { formatValue } from './calculator/format-value';
export { useCalculator, type CalculatorState } from './calculator/use-calculator';
export { revealOutcome } from './calculator/reveal';
export { CalculatorPage, calculatorPage } from './calculator/calculator-page';
export * from './calculator/field-presets';
export {
  FieldInput,
  FieldList,
  FieldStack,
  ResultStats,
  ReportTable,
  CopyLinkButton,
  EmptyHint,
  ResultMessage,
  SolveForControl,
  resultItemsWith,
  UnsolvedMessage,
  CalculatorGrid,
  LiveRegion,
  Toolbar,
  StaleArea,
  StaleNotice,
  STALE_MESSAGE,
  fieldId,
} from './calculator/parts';
export { StandaloneApp, mountStandalone } from './standalone/standalone-app';
export * from './explanation/explanation-section';
export { lazyExplanation } from './explanation/lazy-explanation';
export { retryImport } from './lazy/retry-import';
