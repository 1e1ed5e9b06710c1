/*
 * The Stock Average Calculator as data: its fields, figures, report and chart, from which the calculator scaffold of
 * @calc/shared builds the page (input card, validation, shareable URL, table, CSV).
 */
import {
  amountField,
  groupThousands,
  rowCellKey,
  rowList,
  type CalculatorDefinition,
  type RowCellDefinition,
} from '@calc/shared';
import { calculateStockAverage, EMPTY_STOCK_AVERAGE, type PurchaseLine, type StockAverageResult } from './stock-average';
import { STOCK_AVERAGE_EXAMPLE_INPUTS } from './stock-average-example';

type StockAverageCell = RowCellDefinition<'quantity', 'number'> | RowCellDefinition<'price', 'currency'>;

/** A billion shares, or a price of a billion, is beyond any listed stock; the bounds keep every product finite. */
const MOST = 1e9;

const CELLS: readonly StockAverageCell[] = [
  // Whole shares, as Indian exchanges trade and brokers show them.
  { name: 'quantity', label: 'Quantity', kind: 'number', min: 1, max: MOST, integer: true, placeholder: 'e.g. 10' },
  // 0 is allowed: bonus shares cost nothing and lower the average.
  { name: 'price', label: 'Price per Share', kind: 'currency', min: 0, max: MOST, placeholder: 'e.g. 1500' },
];

/** A count of shares as words read it: "45 shares", "1 share". */
export const sharesText = (quantity: number) => `${groupThousands(quantity)} ${quantity === 1 ? 'share' : 'shares'}`;

const priced = (r: StockAverageResult) => r.hasCurrentPrice;

export const stockAverageDefinition: CalculatorDefinition<'currentPrice', StockAverageResult, PurchaseLine, StockAverageCell> = {
  id: 'stock-average',
  // The explanation's worked example, one tap away in the empty results: each purchase a row.
  example: {
    values: {
      ...Object.fromEntries(
        STOCK_AVERAGE_EXAMPLE_INPUTS.purchases.flatMap((purchase, index) => [
          [rowCellKey('quantity', index + 1), purchase.quantity],
          [rowCellKey('price', index + 1), purchase.price],
        ]),
      ),
      currentPrice: STOCK_AVERAGE_EXAMPLE_INPUTS.currentPrice,
    },
    label: (money) =>
      `${STOCK_AVERAGE_EXAMPLE_INPUTS.purchases.length} purchases as the price fell, the share now at ${money(STOCK_AVERAGE_EXAMPLE_INPUTS.currentPrice)}`,
  },
  inputCardTitle: 'Your purchases',
  fields: [
    amountField('currentPrice', 'Current Price', {
      required: false,
      max: MOST,
      placeholder: 'e.g. 1100',
      hint: 'Today’s price per share, to see what your shares are worth; leave it empty for the average alone.',
    }),
  ],
  rowList: rowList({
    label: 'Purchases',
    rowName: 'purchase',
    cells: CELLS,
    minRows: 1,
    initialRows: 2,
    maxRows: 500,
  }),
  compute: (values, rows) => calculateStockAverage(rows, values.currentPrice),
  emptyResult: EMPTY_STOCK_AVERAGE,
  results: [
    { label: 'Average Price', value: (r) => r.averagePrice, format: 'currency', headline: true },
    { label: 'Total Quantity', value: (r) => sharesText(r.totalQuantity), format: 'text' },
    { label: 'Total Invested', value: (r) => r.totalInvested, format: 'currency' },
    { label: 'Current Value', value: (r) => r.currentValue, format: 'currency', shown: priced },
    { label: 'Gain/Loss', value: (r) => r.gain, format: 'currency', shown: priced },
    { label: 'Gain/Loss (%)', value: (r) => r.gainPercent, format: 'percent', shown: (r) => priced(r) && r.totalInvested > 0 },
  ],
  report: {
    tabLabel: 'Purchases',
    rows: (r) => r.lines,
    columns: [
      { header: 'Purchase', value: (line) => line.number, format: 'text' },
      // Counts as plain numbers (as a report's years are), so the CSV keeps them numbers.
      { header: 'Quantity', value: (line) => line.quantity, format: 'text' },
      { header: 'Price per Share', value: (line) => line.price, format: 'currency' },
      { header: 'Cost', value: (line) => line.cost, format: 'currency' },
      { header: 'Total Quantity', value: (line) => line.totalQuantity, format: 'text' },
      { header: 'Total Invested', value: (line) => line.totalInvested, format: 'currency' },
      { header: 'Average Price', value: (line) => line.averagePrice, format: 'currency' },
    ],
  },
  message: (r) => {
    if (!r.hasCurrentPrice) return null;
    if (r.currentPrice >= r.averagePrice)
      return {
        text: 'The current price is at or above your average price: your shares are worth what they cost or more.',
        tone: 'good',
      };
    return {
      text: 'The current price is below your average price: buying more at this price would lower your average (averaging down), but adds to a losing position.',
      tone: 'bad',
    };
  },
};
