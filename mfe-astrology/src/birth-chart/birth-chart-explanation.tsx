import { ContentExplanation } from '@calc/shared';
import content from './birth-chart-explanation.md';
import { birthChartExample, BIRTH_CHART_EXAMPLE_INPUTS } from './birth-chart-example';

/** "How it is calculated": the conventions, and the worked example computed by the page's own function. */
export default function BirthChartExplanation() {
  return <ContentExplanation content={content} example={birthChartExample(BIRTH_CHART_EXAMPLE_INPUTS)} />;
}
