/*
 * The birth chart's code that loads on Calculate, with the ephemeris: the calculation and the result tabs (charts,
 * positions, Navamsa, Manglik). The page itself carries only the form.
 */
import type { SkyModule } from '../birth/use-sky-page';
import { calculateBirthChart, type BirthChartResult } from './birth-chart';
import { ChartPanel, ManglikPanel, NavamsaTable, PositionsTable } from './birth-chart-parts';

const birthChart: SkyModule<BirthChartResult> = {
  calculate: calculateBirthChart,
  resultTabs: ({ value, birth, choices }) => [
    { id: 'chart', label: 'Chart', content: <ChartPanel result={value} style={choices.style ?? 'north'} birth={birth} /> },
    { id: 'positions', label: 'Positions', content: <PositionsTable result={value} /> },
    { id: 'navamsa', label: 'Navamsa (D9)', content: <NavamsaTable result={value} /> },
    { id: 'manglik', label: 'Manglik', content: <ManglikPanel result={value} /> },
  ],
  summary: ({ value }) => {
    const ascendant = value.rows.find((row) => row.id === 'ascendant');
    const moon = value.rows.find((row) => row.id === 'moon')!;
    const sun = value.rows.find((row) => row.id === 'sun')!;
    return [
      'Birth chart calculated.',
      ascendant ? `Ascendant ${ascendant.signName} ${ascendant.degreeText}.` : 'Ascendant unknown: birth time unknown.',
      `Moon ${moon.signName} ${moon.degreeText}${moon.nakshatra ? `, ${moon.nakshatra.name} pada ${moon.nakshatra.pada}` : ''}.`,
      `Sun ${sun.signName} ${sun.degreeText}.`,
    ].join(' ');
  },
};

export default birthChart;
