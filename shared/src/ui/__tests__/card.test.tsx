import { render, screen } from '@testing-library/react';
import { Card } from '../card';

describe('Card', () => {
  it('shows a title heading, a description and its content', () => {
    render(
      <Card title="Your details" description="All amounts are annual." className="extra">
        <p>Body text</p>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Your details' })).toBeInTheDocument();
    expect(screen.getByText('All amounts are annual.')).toBeInTheDocument();
    expect(screen.getByText('Body text')).toBeInTheDocument();
    expect(screen.getByText('Body text').closest('section')).toHaveClass('extra');
  });

  it('uses the requested heading level', () => {
    render(<Card title="Inner" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Inner' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('names its region by the title when it has an id', () => {
    render(
      <Card title="Inputs" id="sip-inputs">
        x
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Inputs' });
    expect(region).toHaveAttribute('id', 'sip-inputs');
    expect(screen.getByRole('heading', { name: 'Inputs' })).toHaveAttribute('id', 'sip-inputs-title');
  });

  it('renders no header without title or description', () => {
    const { container } = render(<Card>only body</Card>);
    expect(container.querySelector('header')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('only body')).toBeInTheDocument();
  });

  it('shows a description without a title', () => {
    render(<Card description="Just words" />);
    expect(screen.getByText('Just words').tagName).toBe('P');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
