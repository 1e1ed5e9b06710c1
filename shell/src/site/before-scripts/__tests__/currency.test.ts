import { CURRENCY_MARKS, type CurrencyTexts } from '../../prerendered-page-marks';
import { applyCurrency } from '../currency';

const TEXTS: CurrencyTexts = {
  USD: { symbol: '$', zero: '$0.00', label: 'Currency: USD' },
  INR: { symbol: '₹', zero: '₹0.00', label: 'Currency: INR' },
};
const MARKUP =
  `<button aria-label="Currency: USD" ${CURRENCY_MARKS.label}><span ${CURRENCY_MARKS.code}>USD</span></button>` +
  `<span ${CURRENCY_MARKS.symbol}>$</span><input id="sip-sipAmount" value=""><dd ${CURRENCY_MARKS.zero}>$0.00</dd>`;

function run(search: string, stored: string | null) {
  const root = document.createElement('div');
  root.innerHTML = MARKUP;
  applyCurrency(root, TEXTS, 'USD', search, stored);
  return {
    symbol: root.querySelector(`[${CURRENCY_MARKS.symbol}]`)!.textContent,
    zero: root.querySelector('dd')!.textContent,
    code: root.querySelector(`[${CURRENCY_MARKS.code}]`)!.textContent,
    label: root.querySelector('button')!.getAttribute('aria-label'),
  };
}

const asTaken = { symbol: '$', zero: '$0.00', code: 'USD', label: 'Currency: USD' };

describe('applyCurrency', () => {
  it('shows the stored currency in the snapshot before it is painted', () => {
    expect(run('', 'INR')).toEqual({ symbol: '₹', zero: '₹0.00', code: 'INR', label: 'Currency: INR' });
  });

  it("a shared calculation's currency (?currency=) wins over the stored one; an unknown one does not", () => {
    expect(run('?sipAmount=5000&currency=INR', 'USD').code).toBe('INR');
    expect(run('?currency=INR', null).zero).toBe('₹0.00');
    expect(run('?currency=toString', 'INR').code).toBe('INR');
    expect(run('?currency=toString', null)).toEqual(asTaken);
  });

  it('leaves the snapshot as taken for the base currency, nothing stored, or a value that is no currency', () => {
    expect(run('', 'USD')).toEqual(asTaken);
    expect(run('', null)).toEqual(asTaken);
    expect(run('', '<img>')).toEqual(asTaken);
    expect(run('', 'toString')).toEqual(asTaken);
  });
});
