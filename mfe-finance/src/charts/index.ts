/* What a calculator's chart file is written with: its spec builders and the chart component they make. */
export {
  type ChartColorVar,
  type ChartMarker,
  type ChartSeries,
  type ChartSpec,
  type ChartSpecBuilder,
  compositionDonut,
  compositionSpec,
  type DonutSegment,
  type DonutSpec,
  type DonutSpecBuilder,
  type FormatAmount,
  principalAndInterestBars,
  scenariosSpec,
  yearLabels,
  yearsText,
} from './chart-spec';
export { chartSpecs, financeChart, type ChartSpecs } from './finance-chart';
export { growthChart, growthSpec, type GrowthPoint } from './growth-chart';
export { valueOverYearsSpec } from './value-chart';
