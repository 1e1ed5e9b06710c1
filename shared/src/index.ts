// Design system
export { GlobalStyle } from './design/global-style';
export { Icon, type IconName } from './ui/icons';
export { Button, type ButtonProps } from './ui/button';
export { Alert, type AlertProps, type AlertVariant } from './ui/alert';
export { Card, CardShell, type CardProps } from './ui/card';
export { Label } from './ui/label';
export { Input, FieldMessage, InputFrame, parseNumber, type InputProps } from './ui/input';
export { Breadcrumb } from './ui/breadcrumb';
export { Tabs, type TabItem } from './ui/tabs';
export { DataTable, type TableColumn } from './ui/data-table';

// Formatting
export * from './format/currency';

// State contracts
export { STORAGE_KEYS, readStored, writeStored } from './state/storage';
export { ThemeProvider, useTheme, initialTheme, applyThemeClass, DEFAULT_THEME, type ThemeName } from './state/theme';
export { CurrencyProvider, useCurrency, initialCurrency } from './state/currency';
export { CategoryProvider, useCategory, storedCategory } from './state/category';
export { createStrictContext } from './state/strict-context';
export { AppProviders } from './providers';

// Routes and categories
export * from './routes/route-table';
export * from './routes/categories';

// The contract of every exposed module
export * from './contracts/remotes';

// Calculator scaffold
export * from './calculator/definition';
export * from './calculator/fields';
export { formatValue } from './calculator/format-value';
export { useCalculator, type CalculatorState } from './calculator/use-calculator';
export { CalculatorPage, calculatorPage } from './calculator/calculator-page';
export * from './calculator/field-presets';
export {
  FieldInput, FieldList, FieldStack, ResultStats, ReportTable, CopyLinkButton, EmptyHint, ResultMessage, CalculatorGrid,
  LiveRegion, Toolbar, fieldId,
} from './calculator/parts';
export { StandaloneApp, mountStandalone, type StandalonePage } from './standalone/standalone-app';
export * from './explanation/explanation-section';
export { lazyExplanation } from './explanation/lazy-explanation';
export * from './router';
