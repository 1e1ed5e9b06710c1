import { render, screen } from '@testing-library/react';
import { Alert, type AlertVariant } from '../alert';

describe('Alert', () => {
  it('shows its title and message', () => {
    render(<Alert variant="success" title="Success" message="Thank you for your message! We will get back to you soon." />);
    const alert = screen.getByRole('status');
    expect(alert).toHaveTextContent('Success');
    expect(alert).toHaveTextContent('Thank you for your message! We will get back to you soon.');
    expect(screen.getByText('Success').tagName).toBe('STRONG');
  });

  it.each<[AlertVariant, 'alert' | 'status']>([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['success', 'status'],
    ['info', 'status'],
  ])('a %s alert has role %s', (variant, role) => {
    render(<Alert variant={variant} title={`T-${variant}`} message={`M-${variant}`} />);
    const box = screen.getByRole(role);
    expect(box).toHaveTextContent(`T-${variant}`);
    expect(box).toHaveTextContent(`M-${variant}`);
    expect(screen.queryByRole(role === 'alert' ? 'status' : 'alert')).toBeNull();
  });

  it('shows an optional link', () => {
    render(<Alert variant="info" title="Note" message="See more" link={{ href: '/about-us', text: 'About Us' }} />);
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
  });

  it('has no link when none is given', () => {
    render(<Alert variant="error" title="Error" message="There was an error sending your message. Please try again later." />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('ErrorThere was an error sending your message. Please try again later.');
  });

  it('renders children below the message', () => {
    render(
      <Alert variant="warning" title="Careful" message="Check this">
        <button type="button">Retry</button>
      </Alert>,
    );
    expect(screen.getByRole('alert')).toContainElement(screen.getByRole('button', { name: 'Retry' }));
  });
});
