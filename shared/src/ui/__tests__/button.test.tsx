import { render, screen } from '@testing-library/react';
import { renderApp } from '../../../../test-support/render-app';
import { Button } from '../button';

describe('Button', () => {
  it('renders its text as a type=button by default and emits clicks', async () => {
    const onClick = jest.fn();
    const { user } = renderApp(<Button onClick={onClick}>Calculate</Button>);
    const button = screen.getByRole('button', { name: 'Calculate' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('takes the submit type, and submits its form', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user } = renderApp(
      <form onSubmit={onSubmit}>
        <Button type="submit">Send</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveAttribute('type', 'submit');
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('emits no clicks when disabled', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user } = renderApp(
      <form onSubmit={onSubmit}>
        <Button type="submit" disabled onClick={onClick}>
          Send
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('renders both sizes with different heights', () => {
    render(
      <>
        <Button size="sm">Small</Button>
        <Button size="md">Medium</Button>
        <Button>Default</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Small' })).toHaveStyle({ minHeight: '36px' });
    expect(screen.getByRole('button', { name: 'Medium' })).toHaveStyle({ minHeight: '44px' });
    expect(screen.getByRole('button', { name: 'Default' })).toHaveStyle({ minHeight: '44px' });
  });

  it('renders both variants differently', () => {
    render(
      <>
        <Button variant="primary">Primary</Button>
        <Button variant="secondary">Secondary</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Primary' })).toHaveStyle({ background: 'var(--primary)' });
    expect(screen.getByRole('button', { name: 'Secondary' })).toHaveStyle({ background: 'var(--surface)' });
    expect(screen.getByRole('button', { name: 'Primary' }).className).not.toBe(
      screen.getByRole('button', { name: 'Secondary' }).className,
    );
  });

  it('places the start icon before and the end icon after the text', () => {
    render(
      <Button startIcon={<svg data-testid="start" />} endIcon={<svg data-testid="end" />}>
        Download
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Download' });
    const nodes = Array.from(button.childNodes);
    expect(nodes).toHaveLength(3);
    expect(nodes[0]).toBe(screen.getByTestId('start'));
    expect(nodes[1].textContent).toBe('Download');
    expect(nodes[2]).toBe(screen.getByTestId('end'));
  });

  it('passes other attributes through', () => {
    render(
      <Button aria-label="Close menu" data-kind="x">
        ×
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('data-kind', 'x');
  });
});
