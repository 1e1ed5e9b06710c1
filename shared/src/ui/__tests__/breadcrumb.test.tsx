import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@calc/singleton';
import { Breadcrumb } from '../breadcrumb';

describe('Breadcrumb', () => {
  it('shows the page title as the h1 and a Home link to /', () => {
    render(
      <MemoryRouter initialEntries={['/sip-calculator']}>
        <Breadcrumb pageTitle="SIP Calculator" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'SIP Calculator' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const home = screen.getByRole('link', { name: 'Home' });
    expect(nav).toContainElement(home);
    expect(home).toHaveAttribute('href', '/');
    const current = nav.querySelector('[aria-current="page"]');
    expect(current).toHaveTextContent('SIP Calculator');
  });

  it('the Home link navigates to the home page', () => {
    render(
      <MemoryRouter initialEntries={['/terms']}>
        <Routes>
          <Route path="/" element={<p>home page</p>} />
          <Route path="/terms" element={<Breadcrumb pageTitle="Terms" />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByText('home page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Terms' })).toBeNull();
  });
});
