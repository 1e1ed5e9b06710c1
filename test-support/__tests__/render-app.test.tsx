/* renderApp renders as the app does: the router at the given address, the app's providers, and a user to act with. */
import { screen } from '@testing-library/react';
import { Link, useCurrency, useLocation, useSiteCatalog } from '@calc/singleton';
import { renderApp } from '../render-app';
import { CHEMISTRY_REGISTRY, chemistryCatalog, testCatalog } from '../site-catalog';

function Probe() {
  const location = useLocation();
  const catalog = useSiteCatalog();
  const { currency, setCurrency } = useCurrency();
  return (
    <div>
      <p>at {`${location.pathname}${location.search}`}</p>
      <p>{catalog.pages.length} pages</p>
      <button type="button" onClick={() => setCurrency('INR')}>
        {currency}
      </button>
      <Link to="/terms">Terms</Link>
    </div>
  );
}

beforeEach(() => window.localStorage.clear());

it('starts the router at the given address, inside the providers, with the test site’s catalogue', () => {
  renderApp(<Probe />, { route: '/sip-calculator?sipAmount=5000' });
  expect(screen.getByText('at /sip-calculator?sipAmount=5000')).toBeInTheDocument();
  expect(screen.getByText(`${testCatalog().pages.length} pages`)).toBeInTheDocument();
});

it('takes another catalogue', () => {
  renderApp(<Probe />, { catalog: chemistryCatalog() });
  expect(
    screen.getByText(`${testCatalog().pages.length + Object.keys(CHEMISTRY_REGISTRY.pages).length} pages`),
  ).toBeInTheDocument();
});

it('returns a user that acts through the providers and the router', async () => {
  const { user } = renderApp(<Probe />, { route: '/about-us', routes: { '/terms': <p>the terms page</p> } });
  await user.click(screen.getByRole('button', { name: 'USD' }));
  expect(screen.getByRole('button', { name: 'INR' })).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Terms' }));
  expect(screen.getByText('the terms page')).toBeInTheDocument();
});

it('renders without the providers when asked', () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    expect(() => renderApp(<Probe />, { providers: false })).toThrow();
  } finally {
    spy.mockRestore();
  }
});
