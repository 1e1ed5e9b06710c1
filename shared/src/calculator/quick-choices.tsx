/* Values offered as buttons under a field (GST's 5 %, 18 %): one tap fills the field. */
import styled from 'styled-components';
import type { CurrencyCode } from '@calc/singleton';
import { currencySymbol, localeOf } from '../format/currency';
import { decimalMarkOf, groupingOf, parseNumberText, withDecimalMark } from '../format/number-text';
import { numberAsTyped } from '../format/typed-number';
import { Button } from '../ui/button';
import type { FieldDefinition } from './definition';

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
  /* Pressed: the value in the field. */
  button[aria-pressed='true'] {
    border-color: var(--primary);
    background: var(--primary-soft);
    color: var(--primary-text);
  }
`;

/**
 * A quick choice as its field shows the value, in the currency's way of writing numbers: 18 %, ₹5,00,000,
 * 2,5 % in euros, 5 years.
 */
export function quickChoiceText(field: Pick<FieldDefinition, 'kind'>, value: number, currency: CurrencyCode): string {
  const number = numberAsTyped(value, groupingOf(localeOf(currency)));
  if (field.kind === 'currency') return `${currencySymbol(currency)}${number}`;
  if (field.kind === 'percent') return `${number} %`;
  if (field.kind === 'years' || field.kind === 'age') return `${number} years`;
  return number;
}

export function QuickChoices({
  field,
  value,
  currency,
  onChoose,
}: {
  field: FieldDefinition;
  /** The field's text: the choice it equals shows pressed. */
  value: string;
  currency: CurrencyCode;
  onChoose: (text: string) => void;
}) {
  // The field's text is written with the currency's decimal mark, and so is a choice put into it.
  const mark = decimalMarkOf(localeOf(currency));
  const parsed = parseNumberText(value, mark);
  const current = parsed.kind === 'number' ? parsed.value : null;
  return (
    <Choices role="group" aria-label={`${field.label}: quick choices`}>
      {(field.quickChoices ?? []).map((choice) => (
        <Button
          key={choice}
          size="sm"
          variant="secondary"
          aria-pressed={current === choice}
          onClick={() => onChoose(withDecimalMark(String(choice), '.', mark))}
        >
          {quickChoiceText(field, choice, currency)}
        </Button>
      ))}
    </Choices>
  );
}
