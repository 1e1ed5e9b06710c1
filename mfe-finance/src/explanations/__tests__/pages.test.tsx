/* The exposed pages: the calculator renders at once; its explanation arrives in its own chunk and renders below. */
import { screen } from '@testing-library/react';
import { renderApp } from '../../../../test-support/render-app';
import RetirementCalculatorPage from '../../calculators/retirement/page';
import SipCalculatorPage from '../../calculators/sip/page';

const renderPage = (Page: React.ComponentType) => renderApp(<Page />);

it('SIP: the calculator first, the explanation below it', async () => {
  renderPage(SipCalculatorPage);
  const field = screen.getByLabelText('Monthly SIP Amount');
  const section = await screen.findByRole('region', { name: 'How it is calculated' }, { timeout: 15000 }); // the chunk is transpiled on first load
  expect(field.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
}, 20000);

it('retirement: the planner first, the explanation below it', async () => {
  renderPage(RetirementCalculatorPage);
  const field = screen.getByLabelText('Current Age');
  const section = await screen.findByRole('region', { name: 'How it is calculated' }, { timeout: 15000 }); // the chunk is transpiled on first load
  expect(field.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
}, 20000);
