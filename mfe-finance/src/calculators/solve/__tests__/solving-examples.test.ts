/* The explanations' "Solving backwards" examples: computed by the modes, and their fed-back rows hit the targets. */
import { loanSolvingExample } from '../../loan/loan-solving-example';
import { lumpSumSolvingExample } from '../../lump-sum/lump-sum-solving-example';
import { retirementSolvingExample } from '../../retirement/retirement-solving-example';
import { sipSolvingExample } from '../../sip/sip-solving-example';
import { swpSolvingExample } from '../../swp/swp-solving-example';

const f = { money: (x: number) => (Math.round(x * 100) / 100 + 0).toFixed(2), percent: (x: number) => `${x.toFixed(2)}%` };
const rows = (example: { rows: { label: string; value: string }[] }) => example.rows.map((row) => row.value);

describe('solving examples', () => {
  it('SIP: the monthly amount fed back matures to the target', () => {
    const [monthly, fedBack] = rows(sipSolvingExample(f));
    expect(fedBack).toBe('10000000.00');
    expect(Number(monthly)).toBeGreaterThan(0);
  });

  it('Lump Sum: 1,000,000 / 1.1^10 today, fed back to the target', () => {
    const [today, fedBack, , whole] = rows(lumpSumSolvingExample(f));
    expect(today).toBe((1e6 / Math.pow(1.1, 10)).toFixed(2));
    expect(fedBack).toBe('1000000.00');
    // ln(10/3) / ln(1.1) = 12.63 years: 13 whole years.
    expect(whole).toBe('13 years');
  });

  it('Loan: the loan a 30,000 EMI carries at 9 % over 20 years, fed back to the EMI', () => {
    const [amount, fedBack] = rows(loanSolvingExample(f));
    const i = 0.09 / 12;
    expect(amount).toBe(((30000 * (1 - Math.pow(1 + i, -240))) / i).toFixed(2));
    expect(fedBack).toBe('30000.00');
  });

  it('SWP: the withdrawals leave 0 and 500,000 to the cent', () => {
    const [, spent, , kept] = rows(swpSolvingExample(f));
    expect(spent).toBe('0.00');
    expect(kept).toBe('500000.00');
  });

  it('Retirement: the savings last to the planned age and end at zero', () => {
    const values = rows(retirementSolvingExample(f));
    expect(values[values.length - 1]).toBe('0.00');
  });
});
