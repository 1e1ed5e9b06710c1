import { toCsv } from '@calc/shared';
import { sharesText, stockAverageDefinition } from '../stock-average-definition';

const ANCHOR = [
  { quantity: 10, price: 1500 },
  { quantity: 20, price: 1200 },
  { quantity: 15, price: 1000 },
];

describe('the Stock Average page', () => {
  it('purchases as a list of Quantity (whole shares) and Price per Share rows, and an optional Current Price', () => {
    const list = stockAverageDefinition.rowList!;
    expect(list.rowName).toBe('purchase');
    expect(list.cells.map((cell) => [cell.name, cell.label, cell.kind, cell.integer ?? false])).toEqual([
      ['quantity', 'Quantity', 'number', true],
      ['price', 'Price per Share', 'currency', false],
    ]);
    expect(list.cells[0].min).toBe(1);
    expect(list.cells[1].min).toBe(0);
    expect(stockAverageDefinition.fields.map((field) => [field.label, field.required])).toEqual([['Current Price', false]]);
    expect(stockAverageDefinition.fixedCurrency).toBeUndefined();
  });

  it('the figures, with the current value and gain only when a current price is given', () => {
    const shownOf = (currentPrice: number) => {
      const result = stockAverageDefinition.compute({ currentPrice }, ANCHOR);
      return stockAverageDefinition.results
        .filter((item) => item.shown?.(result) ?? true)
        .map((item) => [item.label, item.value(result)]);
    };
    expect(shownOf(0)).toEqual([
      ['Average Price', 1200],
      ['Total Quantity', '45 shares'],
      ['Total Invested', 54000],
    ]);
    const priced = shownOf(1100);
    expect(priced.slice(3, 5)).toEqual([
      ['Current Value', 49500],
      ['Gain/Loss', -4500],
    ]);
    expect(priced[5][0]).toBe('Gain/Loss (%)');
    expect(priced[5][1]).toBeCloseTo(-4500 / 540, 12);
  });

  it('a falling price says what averaging down means; a rising one is good news', () => {
    const note = (currentPrice: number) =>
      stockAverageDefinition.message!(stockAverageDefinition.compute({ currentPrice }, ANCHOR));
    expect(note(0)).toBeNull();
    expect(note(1100)).toMatchObject({ tone: 'bad', text: expect.stringContaining('averaging down') });
    expect(note(1300)).toMatchObject({ tone: 'good' });
  });

  it('the report: the holding after each purchase, as a CSV of plain numbers', () => {
    const report = stockAverageDefinition.report!;
    const csv = toCsv(report.columns, report.rows(stockAverageDefinition.compute({ currentPrice: 0 }, ANCHOR)));
    expect(csv.split('\r\n')).toEqual([
      'Purchase,Quantity,Price per Share,Cost,Total Quantity,Total Invested,Average Price',
      '1,10,1500,15000,10,15000,1500',
      '2,20,1200,24000,30,39000,1300', // 39,000 / 30
      '3,15,1000,15000,45,54000,1200',
      '',
    ]);
  });

  it('counts shares in words', () => {
    expect([sharesText(1), sharesText(45), sharesText(1234567)]).toEqual(['1 share', '45 shares', '1,234,567 shares']);
  });
});
