import { screen } from '@testing-library/react';
import { renderApp } from '../../../../test-support/render-app';
import { Breadcrumb } from '../breadcrumb';

describe('Breadcrumb', () => {
  it('shows the page title as the h1 and a Home link to /', () => {
    renderApp(<Breadcrumb pageTitle="SIP Calculator" />, { route: '/sip-calculator' });
    expect(screen.getByRole('heading', { level: 1, name: 'SIP Calculator' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const home = screen.getByRole('link', { name: 'Home' });
    expect(nav).toContainElement(home);
    expect(home).toHaveAttribute('href', '/');
    const current = nav.querySelector('[aria-current="page"]');
    expect(current).toHaveTextContent('SIP Calculator');
  });

  it('the Home link navigates to the home page', async () => {
    const { user } = renderApp(<Breadcrumb pageTitle="Terms" />, {
      route: '/terms',
      path: '/terms',
      routes: { '/': <p>home page</p> },
    });
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByText('home page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Terms' })).toBeNull();
  });
});
