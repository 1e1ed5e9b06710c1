/* The exposed pages: the calculator renders at once; its explanation arrives in its own chunk and renders below. */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@calc/singleton';
import { AppProviders } from '@calc/shared';
import { testCatalog } from '../../../../test-support/site-catalog';
import RetirementCalculatorPage from '../../calculators/retirement/page';
import SipCalculatorPage from '../../calculators/sip/page';

function renderPage(Page: React.ComponentType) {
  return render(
    <MemoryRouter>
      <AppProviders catalog={testCatalog()}>
        <Page />
      </AppProviders>
    </MemoryRouter>,
  );
}

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
