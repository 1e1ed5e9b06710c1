/* The empty results' offer of the calculator's worked example: one tap fills the fields with it and calculates. */
import { CURRENCY_DEPENDENT_ATTRIBUTE, LINK_PENDING_ATTRIBUTE } from '../site/snapshot-marks';
import styled from 'styled-components';
import { formatCurrencyInText } from '../format/currency';
import { moneyText, type CalculatorExample } from './definition';

/** The offer's words: "See an example: " and the example, its amounts in the currency the page shows. */
export function exampleOfferLabel(example: CalculatorExample, currency: string): string {
  return `See an example: ${moneyText(example.label, (amount) => formatCurrencyInText(amount, currency))}`;
}

/** A quiet button: the answer it brings is the point, not the button (Calculate stays the page's main action). */
const OfferButton = styled.button`
  display: block;
  width: 100%;
  min-height: 44px;
  margin: 0 0 16px;
  padding: 10px 14px;
  border: 1px solid color-mix(in srgb, var(--primary) 40%, transparent);
  border-radius: var(--radius);
  background: var(--primary-soft);
  color: var(--primary-text);
  font: inherit;
  font-size: 14px;
  font-weight: 600;
  line-height: 1.4;
  text-align: left;
  cursor: pointer;
  &:hover:not([aria-disabled='true']) {
    border-color: var(--primary);
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--focus-ring);
  }
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export function ExampleOffer({
  example,
  currency,
  onFill,
}: {
  example: CalculatorExample;
  currency: string;
  onFill: () => void;
}) {
  return (
    // Before the takeover: hidden on a page opened from a link with values (those are being calculated), and unseen
    // in another currency than the snapshot's (its amounts are written by the live page).
    <OfferButton type="button" onClick={onFill} {...{ [LINK_PENDING_ATTRIBUTE]: '', [CURRENCY_DEPENDENT_ATTRIBUTE]: '' }}>
      {exampleOfferLabel(example, currency)}
    </OfferButton>
  );
}
