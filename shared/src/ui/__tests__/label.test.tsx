import { render, screen } from '@testing-library/react';
import { Label } from '../label';

describe('Label', () => {
  it('ties its text to the input named by htmlFor', () => {
    render(
      <div>
        <Label htmlFor="amount">Loan Amount</Label>
        <input id="amount" />
        <Label htmlFor="rate">Annual Interest Rate (%)</Label>
        <input id="rate" />
      </div>,
    );
    expect(screen.getByLabelText('Loan Amount')).toHaveAttribute('id', 'amount');
    expect(screen.getByLabelText('Annual Interest Rate (%)')).toHaveAttribute('id', 'rate');
    expect(screen.getByText('Loan Amount').tagName).toBe('LABEL');
    expect(screen.getByText('Loan Amount')).toHaveAttribute('for', 'amount');
  });
});
