/*
 * Every finance calculator's chart, as its definition declares it: its builders come from its own chart chunk, and
 * the frames held while they load match what it draws (a donut beside the chart, or not).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FinanceChartComponent } from '../finance-chart';

const CALCULATORS = path.join(__dirname, '..', '..', 'calculators');

const charts = fs
  .readdirSync(CALCULATORS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .flatMap((folder) =>
    fs
      .readdirSync(path.join(CALCULATORS, folder))
      .filter((file) => file.endsWith('-definition.ts'))
      .map((file) => path.join(CALCULATORS, folder, file)),
  )
  .flatMap((file) =>
    Object.values(jest.requireActual<Record<string, unknown>>(file))
      .map((value) => (value as { Chart?: FinanceChartComponent<unknown> } | null)?.Chart)
      .filter((chart): chart is FinanceChartComponent<unknown> => typeof chart?.loadSpecs === 'function')
      .map((chart) => [chart.displayName ?? path.basename(file), chart] as const),
  );

it('finds the charts of the definitions', () => {
  expect(charts.length).toBeGreaterThanOrEqual(15);
});

it.each(charts)('%s: loads its builders, and holds a donut frame exactly when it has a donut', async (_name, chart) => {
  const specs = await chart.loadSpecs();
  expect(typeof specs.build).toBe('function');
  expect(Boolean(specs.donut)).toBe(chart.hasDonut);
});
