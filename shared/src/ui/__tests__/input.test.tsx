import { render, screen } from '@testing-library/react';
import { renderApp } from '../../../../test-support/render-app';
import { useState } from 'react';
import { Input, parseNumber } from '../input';
import { Label } from '../label';

describe('Input', () => {
  it('ties an error message by aria-describedby and marks the field invalid', () => {
    render(
      <>
        <Label htmlFor="years">Years</Label>
        <Input id="years" error="Enter a value between 1 and 100." />
      </>,
    );
    const input = screen.getByLabelText('Years');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'years-error');
    expect(document.getElementById('years-error')).toHaveTextContent('Enter a value between 1 and 100.');
    expect(input).toHaveAccessibleDescription('Enter a value between 1 and 100.');
  });

  it('ties a hint by aria-describedby without marking the field invalid', () => {
    render(
      <>
        <Label htmlFor="ctc">CTC</Label>
        <Input id="ctc" hint="Your annual cost to company." />
      </>,
    );
    const input = screen.getByLabelText('CTC');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAttribute('aria-describedby', 'ctc-hint');
    expect(input).toHaveAccessibleDescription('Your annual cost to company.');
  });

  it('shows the error instead of the hint when it has both', () => {
    render(<Input id="x" aria-label="X" hint="A hint" error="Enter a number." />);
    const input = screen.getByLabelText('X');
    expect(input).toHaveAccessibleDescription('Enter a number.');
    expect(screen.queryByText('A hint')).toBeNull();
  });

  it('has no description and is not invalid with neither', () => {
    render(<Input id="plain" aria-label="Plain" />);
    const input = screen.getByLabelText('Plain');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('passes through the native attributes', () => {
    render(
      <Input
        id="n"
        name="amount"
        aria-label="N"
        type="number"
        placeholder="e.g. 10000"
        min={0}
        max={100}
        step="any"
        disabled
        defaultValue="5"
      />,
    );
    const input = screen.getByLabelText('N');
    expect(input).toHaveAttribute('name', 'amount');
    expect(input).toHaveAttribute('type', 'number');
    expect(input).toHaveAttribute('placeholder', 'e.g. 10000');
    expect(input).toHaveAttribute('min', '0');
    expect(input).toHaveAttribute('max', '100');
    expect(input).toBeDisabled();
    expect(input).toHaveValue(5);
  });

  it('shows prefix and suffix adornments hidden from screen readers', () => {
    render(<Input id="p" aria-label="P" prefix="₹" suffix="%" />);
    expect(screen.getByText('₹')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('%')).toHaveAttribute('aria-hidden', 'true');
  });

  it('a number field yields a numeric value through parseNumber', async () => {
    const seen: Array<number | null> = [];
    function Field() {
      const [text, setText] = useState('');
      return (
        <Input
          id="num"
          aria-label="Num"
          type="number"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            seen.push(parseNumber(event.target.value));
          }}
        />
      );
    }
    const { user } = renderApp(<Field />);
    const input = screen.getByLabelText('Num');
    await user.type(input, '12.5');
    expect(input).toHaveValue(12.5);
    expect(seen[seen.length - 1]).toBe(12.5);
    await user.clear(input);
    expect(seen[seen.length - 1]).toBeNull();
  });
});

describe('parseNumber', () => {
  it.each<[string, number | null]>([
    ['12.5', 12.5],
    [' 42 ', 42],
    ['0', 0],
    ['-3', -3],
    ['1e3', 1000],
    ['', null],
    ['   ', null],
    ['abc', null],
    ['12abc', null],
    ['Infinity', null],
    ['NaN', null],
    ['1e999', null],
  ])('parses %p as %p', (text, expected) => {
    expect(parseNumber(text)).toBe(expected);
  });
});
