/* The XIRR page as a visitor uses it: rows from a shared link, Calculate, the rate and the one-sign message. */
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../../../test-support/render-app';
import XirrCalculatorPage from '../page';

const link =
  '/xirr-calculator?date.1=2008-01-01&amount.1=-10000&date.2=2008-03-01&amount.2=2750&date.3=2008-10-30&amount.3=4250' +
  '&date.4=2009-02-15&amount.4=3250&date.5=2009-04-01&amount.5=2750';

const valueOf = (label: string) => {
  const term = screen.getAllByText(label, { selector: 'dt' })[0];
  return term.nextElementSibling?.textContent;
};

it('Microsoft’s example from a shared link: 37.34 %', async () => {
  const { user } = renderApp(<XirrCalculatorPage />, { route: link });
  expect(screen.getAllByRole('group', { name: /^Cash flow \d+$/ })).toHaveLength(5);
  expect(screen.getByLabelText('Date, cash flow 5')).toHaveValue('2009-04-01');
  expect(screen.getByLabelText('Amount, cash flow 1')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(valueOf('XIRR')).toBe('37.34%');
}, 20000);

it('all amounts one sign: says why, under the list', async () => {
  const { user } = renderApp(<XirrCalculatorPage />, {
    route: '/xirr-calculator?date.1=2020-01-01&amount.1=-100&date.2=2021-01-01&amount.2=-50',
  });
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(
    await screen.findByText('XIRR needs at least one investment (a negative amount) and one redemption (a positive amount).'),
  ).toBeInTheDocument();
  // Two rows are the least: no Remove button; one more row can be added and removed again.
  expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Add cash flow' }));
  expect(screen.getAllByRole('group', { name: /^Cash flow \d+$/ })).toHaveLength(3);
  await user.click(screen.getByRole('button', { name: 'Remove cash flow 3' }));
  expect(within(screen.getByRole('group', { name: 'Cash flows' })).getAllByRole('group')).toHaveLength(2);
}, 20000);
