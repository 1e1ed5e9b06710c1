import { cashFlowsProblem, xirrDefinition } from '../xirr-definition';
import { ONE_DATE_MESSAGE, ONE_SIGN_MESSAGE } from '../xirr';

describe('the XIRR page', () => {
  it('cash flows as a list of Date and Amount rows, at least two', () => {
    const list = xirrDefinition.rowList!;
    expect(list.cells.map((cell) => [cell.name, cell.label, cell.kind])).toEqual([
      ['date', 'Date', 'date'],
      ['amount', 'Amount', 'currency'],
    ]);
    expect(list.minRows).toBe(2);
    expect(list.cells[1].min).toBeLessThan(0);
  });
  it('says before calculating when the rows cannot have a rate', () => {
    const rows = [
      { date: '2024-01-01', amount: -100 },
      { date: '2024-06-01', amount: -50 },
    ];
    expect(cashFlowsProblem(rows)).toBe(ONE_SIGN_MESSAGE);
    expect(cashFlowsProblem([rows[0], { date: '2024-01-01', amount: 120 }])).toBe(ONE_DATE_MESSAGE);
    expect(cashFlowsProblem([rows[0], { date: '2025-01-01', amount: 120 }])).toBeNull();
  });
  it('computes from the rows: two flows a year apart, 20 %', () => {
    const result = xirrDefinition.compute({} as never, [
      { date: '2021-01-01', amount: -1000 },
      { date: '2022-01-01', amount: 1200 },
    ]);
    expect(result.ok && result.rate).toBeCloseTo(20, 10);
  });
  it('shows the reason, not a rate, when there is none', () => {
    const result = xirrDefinition.compute({} as never, [
      { date: '2021-01-01', amount: -1000000 },
      { date: '2022-01-01', amount: 1 },
    ]);
    expect(xirrDefinition.results.find((item) => item.label === 'XIRR')!.shown!(result)).toBe(false);
    expect(xirrDefinition.message!(result)).toEqual({ text: expect.stringContaining('No annual rate'), tone: 'bad' });
  });
});
