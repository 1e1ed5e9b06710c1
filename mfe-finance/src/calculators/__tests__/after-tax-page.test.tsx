/* Tax on Returns on the SIP page as a visitor uses it: the choice, the slab field only at the slab, rupees, the figures. */
import { screen } from '@testing-library/react';
import { useLocation } from '@calc/singleton';
import { renderApp, nextPaint } from '../../../../test-support/render-app';
import SipCalculatorPage from '../sip/page';
import FdCalculatorPage from '../fd/page';

// The chart draws on a canvas jsdom does not have; what it draws is not under test here.
jest.mock('../../charts/finance-chart-canvas', () => ({ __esModule: true, default: () => null, DonutCanvas: () => null }));

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}
const shown = (label: string) => screen.queryByText(label, { selector: 'dt' })?.nextElementSibling?.textContent;

beforeEach(() => window.localStorage.clear());
/** The explanation loads after the figures: a page test waits for it, so it does not finish loading after the test. */
const explanationLoaded = () => screen.findByRole('region', { name: 'How it is calculated' }, { timeout: 15000 });

it('SIP 10,000 a month at 12 % for 10 years in an equity fund: the issue’s figures, in rupees', async () => {
  const { user } = renderApp(
    <>
      <SipCalculatorPage />
      <LocationProbe />
    </>,
    { route: '/sip-calculator' },
  );
  expect(screen.getByLabelText('Tax on Returns')).toHaveValue('0');
  expect(screen.queryByLabelText('Tax Slab (%)')).toBeNull();
  await user.type(screen.getByLabelText('Monthly SIP Amount'), '10000');
  await user.type(screen.getByLabelText('Annual Interest Rate (%)'), '12');
  await user.type(screen.getByLabelText('Investment Duration (Years)'), '10');
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(shown('Tax on Gains')).toBeUndefined();
  expect(screen.queryByText(/Amounts are in Indian rupees/)).toBeNull();

  await user.selectOptions(screen.getByLabelText('Tax on Returns'), 'Equity Mutual Fund');
  expect(screen.queryByLabelText('Tax Slab (%)')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(screen.getByText(/Amounts are in Indian rupees/)).toBeInTheDocument();
  expect(shown('Maturity Amount:')).toBe('₹23,23,390.76');
  expect(shown('Long-term Gains')).toBe('₹11,15,297.48');
  expect(shown('Short-term Gains')).toBe('₹8,093.28');
  expect(shown('Tax on Gains')).toBe('₹1,30,422.07');
  expect(shown('Post-tax Maturity Amount')).toBe('₹21,92,968.69');
  await nextPaint();
  expect(screen.getByTestId('location').textContent).toContain('taxOnReturns=1');
  expect(screen.getByTestId('location').textContent).not.toContain('taxSlab');
  await explanationLoaded();
}, 30000);

it('an FD at my slab: the Tax Slab (%) field appears, is required, and taxes the interest at the slab plus cess', async () => {
  const { user } = renderApp(<FdCalculatorPage />, {
    route: '/fd-calculator?depositAmount=100000&annualRate=7&tenure=5&compounding=4&taxOnReturns=3',
  });
  const slab = screen.getByLabelText('Tax Slab (%)');
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(await screen.findByText('This field is required.')).toBeInTheDocument();
  await user.type(slab, '30');
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  const interest = 100000 * 1.0175 ** 20 - 100000;
  const rupees = (x: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(x);
  expect(shown('Tax on Gains')).toBe(rupees(interest * 0.3 * 1.04));
  expect(shown('Post-tax Maturity Amount')).toBe(rupees(100000 + interest * (1 - 0.312)));
  expect(shown('Long-term Gains')).toBeUndefined();
  await explanationLoaded();
}, 30000);
