import { scenariosSpec } from '../chart-spec';
import { compositionDonut } from '../chart-spec';
import { growthChart } from '../growth-chart';

const format = (value: number) => `$${value}`;
type Result = { rows: { year: number; age: number; paid: number; balance: number }[]; paid: number; earned: number };
const result: Result = {
  rows: [
    { year: 1, age: 41, paid: 100, balance: 110 },
    { year: 2, age: 42, paid: 200, balance: 230 },
  ],
  paid: 200,
  earned: 30,
};
const points = (r: Result) => r.rows.map((row) => ({ year: row.year, deposited: row.paid, balance: row.balance }));

describe('growthChart', () => {
  it('piles up deposits and growth per year', () => {
    const spec = growthChart(points)(result, format)!;
    expect(spec.labels).toEqual([1, 2]);
    expect(spec.xTitle).toBe('Year');
    expect(spec.series.map((series) => series.data)).toEqual([
      [100, 200],
      [10, 30],
    ]);
  });

  it('along the ages when given them, and nothing without rows', () => {
    const byAge = growthChart(points, (r: Result) => r.rows.map((row) => row.age));
    expect(byAge(result, format)).toMatchObject({ labels: [41, 42], xTitle: 'Age' });
    expect(byAge({ ...result, rows: [] }, format)).toBeNull();
  });
});

describe('compositionDonut', () => {
  it('names the parts by their labels, in order, in the colours given (the first two by default)', () => {
    const donut = compositionDonut('the maturity amount', (r: Result) => ({ Invested: r.paid, Returns: r.earned }));
    expect(donut(result, format)!.segments).toEqual([
      { label: 'Invested', value: 200, colorVar: '--chart-1' },
      { label: 'Returns', value: 30, colorVar: '--chart-2' },
    ]);
    const loan = compositionDonut('the total payment', (r: Result) => ({ Principal: r.paid, Interest: r.earned }), [
      '--chart-1',
      '--chart-3',
    ]);
    expect(loan(result, format)!.segments.map((segment) => segment.colorVar)).toEqual(['--chart-1', '--chart-3']);
    expect(loan(result, format)!.summary).toBe(
      'Donut chart of the total payment, $230: $200 principal (87%) and $30 interest (13%).',
    );
  });

  it('no donut when there are no parts', () => {
    expect(compositionDonut('x', () => null)(result, format)).toBeNull();
  });
});

describe('scenariosSpec', () => {
  it('draws both scenarios as lines on the labels of both, A dashed, each point at its own label', () => {
    const a = {
      labels: [1, 2],
      xTitle: 'Year',
      summary: 'A grows.',
      series: [{ label: 'Balance', data: [10, 20], colorVar: '--chart-1' as const, type: 'bar' as const, stacked: true }],
    };
    const b = {
      labels: [1, 2, 3],
      xTitle: 'Year',
      summary: 'B grows.',
      series: [{ label: 'Balance', data: [11, 22, 33], colorVar: '--chart-1' as const, type: 'bar' as const, stacked: true }],
    };
    const spec = scenariosSpec(a, b);
    expect(spec.labels).toEqual([1, 2, 3]);
    expect(spec.series.map((series) => [series.label, series.type, Boolean(series.dashed), series.stacked])).toEqual([
      ['Scenario B: Balance', 'line', false, undefined],
      ['Scenario A: Balance', 'line', true, undefined],
    ]);
    expect(spec.series[0].data).toEqual([11, 22, 33]);
    expect(spec.series[1].data).toEqual([10, 20, Number.NaN]);
    expect(spec.summary).toBe('Scenario B: B grows. Scenario A, drawn dashed: A grows.');
    // Ages that start apart: a point sits at its own age.
    const older = scenariosSpec({ ...a, labels: [41, 42] }, { ...b, labels: [40, 41, 42] });
    expect(older.labels).toEqual([40, 41, 42]);
    expect(older.series[1].data).toEqual([Number.NaN, 10, 20]);
  });
});
