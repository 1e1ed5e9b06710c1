/* Rate Changes on the Loan page: rows added and removed, kept in the URL, and the figures they bring. */
import { screen } from '@testing-library/react';
import { useLocation } from '@calc/singleton';
import { formatCurrency, visibleColumns } from '@calc/shared';
import { renderApp, nextPaint } from '../../../../../test-support/render-app';
import LoanCalculatorPage from '../page';
import { loanDefinition } from '../loan-definition';

// The chart draws on a canvas jsdom does not have; what it draws is not under test here.
jest.mock('../../../charts/finance-chart-canvas', () => ({ __esModule: true, default: () => null, DonutCanvas: () => null }));

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}
const renderLoan = (route = '/loan-calculator') =>
  renderApp(
    <>
      <LoanCalculatorPage />
      <LocationProbe />
    </>,
    { route },
  );
const shown = (label: string) => screen.queryByText(label, { selector: 'dt' })?.nextElementSibling?.textContent;
const usd = (amount: number) => formatCurrency(amount, 'USD');

beforeEach(() => window.localStorage.clear());
/** The explanation loads after the figures: a page test waits for it, so it does not finish loading after the test. */
const explanationLoaded = () => screen.findByRole('region', { name: 'How it is calculated' }, { timeout: 15000 });

describe('rate changes on the Loan page', () => {
  it('opens a shared link with a rate change, keeping the tenure: the issue’s figures', async () => {
    renderLoan('/loan-calculator?loanAmount=5000000&annualRate=8.5&tenure=20&rateChangeEffect=1&fromMonth.1=25&newRate.1=9.5');
    expect(screen.getByLabelText('From Month, rate change 1')).toHaveValue('25');
    expect(shown('EMI')).toBe(usd(43391.16));
    expect(shown('EMI After the Changes')).toBe(usd(46384.07));
    expect(shown('Tenure After the Changes')).toBe('20 years');
    expect(shown('Total Interest Payable')).toBe(usd(6060347.06));
    await explanationLoaded();
  }, 20000);

  it('adds a row, carries it in the URL, and removes it', async () => {
    const { user } = renderLoan();
    expect(screen.queryByRole('group', { name: /^Rate change \d+$/ })).toBeNull();
    await user.type(screen.getByLabelText('Loan Amount'), '5000000');
    await user.type(screen.getByLabelText('Annual Interest Rate (%)'), '8.5');
    await user.type(screen.getByLabelText('Loan Tenure (Years)'), '20');
    await user.click(screen.getByRole('button', { name: 'Add rate change' }));
    await user.type(screen.getByLabelText('From Month, rate change 1'), '25');
    await user.type(screen.getByLabelText('New Rate (%), rate change 1'), '9.5');
    await user.selectOptions(screen.getByLabelText('When the Rate Changes'), 'Keep EMI (the tenure moves)');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(shown('Tenure After the Changes')).toBe('24 years');
    expect(shown('EMI After the Changes')).toBe(usd(43391.16));
    expect(shown('Total Interest Payable')).toBe(usd(7454333.52));
    await nextPaint();
    expect(screen.getByTestId('location').textContent).toContain('fromMonth.1=25&newRate.1=9.5');

    await user.click(screen.getByRole('button', { name: 'Remove rate change 1' }));
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(shown('EMI After the Changes')).toBeUndefined();
    const r = 8.5 / 1200; // the EMI formula, at 8.5 % throughout
    expect(shown('Total Interest Payable')).toBe(usd(((5000000 * r) / (1 - (1 + r) ** -240)) * 240 - 5000000));
    await nextPaint();
    expect(screen.getByTestId('location').textContent).not.toContain('fromMonth');
    await explanationLoaded();
  }, 30000);

  it('says when a change starts after the loan, or two start in one month', async () => {
    const { user } = renderLoan('/loan-calculator?loanAmount=100000&annualRate=9&tenure=1&fromMonth.1=13&newRate.1=10');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('The loan ends in month 12: enter a month from 2 to 12.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('From Month, rate change 1'));
    await user.type(screen.getByLabelText('From Month, rate change 1'), '6');
    await user.click(screen.getByRole('button', { name: 'Add rate change' }));
    await user.type(screen.getByLabelText('From Month, rate change 2'), '6');
    await user.type(screen.getByLabelText('New Rate (%), rate change 2'), '11');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('Two rate changes start in month 6: keep one.')).toBeInTheDocument();
    await explanationLoaded();
  }, 30000);
});

describe('the Rate column', () => {
  const columns = (rows: Parameters<NonNullable<typeof loanDefinition.report>['columns'][0]['value']>[0][]) =>
    visibleColumns(loanDefinition.report!.columns, rows).map((column) => column.header);

  it('is in the tables only when the rate changes, a year of two rates shown as both', () => {
    const values = { loanAmount: 100000, annualRate: 9, tenure: 2 } as Parameters<typeof loanDefinition.compute>[0];
    const fixed = loanDefinition.compute(values);
    expect(columns(fixed.rows)).not.toContain('Rate');
    const floating = loanDefinition.compute(values, [{ fromMonth: 7, newRate: 10 }]);
    expect(columns(floating.rows)[1]).toBe('Rate');
    const rate = loanDefinition.report!.columns.find((column) => column.header === 'Rate')!;
    expect(rate.value(floating.rows[0])).toBe('9.00% to 10.00%');
    expect(rate.value(floating.rows[1])).toBe('10.00%');
    const monthly = loanDefinition.extraReports![0].open((report) => ({
      headers: visibleColumns(report.columns, report.rows(floating)).map((column) => column.header),
      sixth: report.columns[1].value(report.rows(floating)[5]),
      seventh: report.columns[1].value(report.rows(floating)[6]),
    }));
    expect(monthly).toEqual({ headers: expect.arrayContaining(['Month', 'Rate', 'EMI']), sixth: 9, seventh: 10 });
  });
});
