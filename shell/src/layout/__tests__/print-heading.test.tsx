import { act, screen } from '@testing-library/react';
import { PROJECT_TITLE } from '@calc/shared';
import { renderApp } from '../../../../test-support/render-app';
import { PrintHeading } from '../print-heading';

describe('PrintHeading', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('names the site at once, and the address and the day only when the visitor prints, as they are then', () => {
    renderApp(<PrintHeading />);
    expect(screen.getByTestId('print-heading')).toHaveTextContent(new RegExp(`^${PROJECT_TITLE}$`));

    window.history.replaceState(null, '', '/sip-calculator?sipAmount=2500&annualRate=12&duration=10');
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    const today = new Date().toLocaleDateString(undefined, { dateStyle: 'long' });
    expect(screen.getByText(`Printed ${today}`)).toBeInTheDocument();
    expect(screen.getByText('http://localhost/sip-calculator?sipAmount=2500&annualRate=12&duration=10')).toBeInTheDocument();

    // A later print reads the address again (a new calculation changed it).
    window.history.replaceState(null, '', '/moon-sign-calculator#date=1947-08-15');
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getByText('http://localhost/moon-sign-calculator#date=1947-08-15')).toBeInTheDocument();
  });
});
