/* One field of a calculator: a number (grouping, shorthand, unit) or a choice, its label tied by for/id. */
import { memo, useLayoutEffect, useRef, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { currencySymbol, formatCurrency, localeOf } from '../format/currency';
import { groupingOf, parseNumberText } from '../format/number-text';
import { arrived, numberAsTyped, regroupTyped, type TypedText } from '../format/typed-number';
import { useShownCurrency } from '../format/shown-currency';
import { FieldMessage, Input } from '../ui/input';
import { Label } from '../ui/label';
import { Select } from '../ui/select';
import type { FieldDefinition } from './definition';
import { QuickChoices } from './quick-choices';

const SUFFIX: Partial<Record<FieldDefinition['kind'], string>> = { percent: '%', years: 'years', age: 'years' };

export function fieldId(calculatorId: string, name: string): string {
  return `${calculatorId}-${name}`;
}

const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
  gap: 6px;
  label {
    margin-bottom: 6px;
  }
`;

/* What a choice changed beyond its own field (the page's currency), where the visitor's eyes are. */
const ChoiceNote = styled.p`
  margin: 8px 0 0;
  padding: 8px 12px;
  border-left: 3px solid var(--primary);
  border-radius: var(--radius-sm);
  background: var(--primary-soft);
  color: var(--text);
  font-size: 13px;
  line-height: 1.45;
`;

const Optional = styled.span`
  font-weight: 500;
  font-size: 12px;
  color: var(--text-subtle);
`;

export interface FieldInputProps<K extends string> {
  calculatorId: string;
  field: FieldDefinition<K>;
  value: string;
  error?: string;
  onChange: (name: K, text: string) => void;
  onBlur?: () => void;
  /** Words read before the label by screen readers only, where the visible label leans on its surroundings. */
  srLabelPrefix?: string;
  /** Words read after the label by screen readers only (a row list's ', cash flow 2'). */
  srLabelSuffix?: string;
  /** The 'optional' tag beside an optional field's label (left out where its group says it once). */
  optionalTag?: boolean;
  /** What a choice changed on the page, said under it (a choice field only). */
  note?: string;
}

/** One numeric field: its label tied by for/id, the currency symbol or unit inside, the inline message below. */
function NumberInput<K extends string>({
  calculatorId,
  field,
  value,
  error,
  onChange,
  onBlur,
  srLabelPrefix,
  srLabelSuffix,
  optionalTag = true,
}: FieldInputProps<K>) {
  const currency = useShownCurrency();
  const id = fieldId(calculatorId, field.name);
  const inputRef = useRef<HTMLInputElement>(null);
  // Where the caret goes once the regrouped text is on screen (React would put it at the end).
  const pendingCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (pendingCaret.current !== null && input && document.activeElement === input) {
      input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    }
    pendingCaret.current = null;
  });

  // The field's texts are written with the currency's decimal mark (7,5 in EUR; the calculator rewrites them).
  const locale = localeOf(currency);
  const grouping = groupingOf(locale);
  // The text as this field last wrote it in this locale, and which of its separators are its own (regroupTyped).
  const typed = useRef<(TypedText & { locale: string }) | null>(null);
  // What arrived without grouping (a shared URL, a default, another currency's grouping) shows grouped too; what
  // the visitor typed shows exactly as this field left it.
  const own = typed.current?.text === value && typed.current.locale === locale ? typed.current : null;
  const shownText = own ? value : regroupTyped(value, 0, grouping).text;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const previous = own ?? arrived(shownText);
    const backspace = (event.nativeEvent as InputEvent).inputType === 'deleteContentBackward';
    const next = regroupTyped(input.value, input.selectionStart ?? input.value.length, grouping, { previous, backspace });
    typed.current = { text: next.text, ours: next.ours, locale };
    // Only when the field will render anew: a caret left pending would land on a later keystroke.
    pendingCaret.current = next.text !== input.value && next.text !== shownText ? next.caret : null;
    onChange(field.name, next.text);
  }

  // Shorthand (10k, 1.5Cr) is confirmed with the value it means.
  const parsed = parseNumberText(value, grouping.decimal);
  const meaning =
    parsed.kind === 'number' && parsed.shorthand && Number.isFinite(parsed.value)
      ? `= ${field.kind === 'currency' ? formatCurrency(parsed.value, currency) : numberAsTyped(parsed.value, grouping)}`
      : null;
  const hint = meaning && field.hint ? `${meaning} · ${field.hint}` : (meaning ?? field.hint);

  return (
    <div>
      <LabelRow>
        <Label htmlFor={id}>
          {srLabelPrefix ? <span className="visually-hidden">{srLabelPrefix} </span> : null}
          {field.label}
          {srLabelSuffix ? <span className="visually-hidden">{srLabelSuffix}</span> : null}
        </Label>
        {/* Outside the label, so the label's text is exactly the field's name. */}
        {field.required === false && optionalTag ? <Optional>optional</Optional> : null}
      </LabelRow>
      <Input
        id={id}
        name={field.name}
        // Text, not type=number: the field keeps exactly what was typed (5-3 is reported, never read as empty),
        // takes grouping and shorthand (1,00,000, 10k, 1.5Cr), and has no spinner to change a value silently.
        type="text"
        // A decimal keypad has no minus sign on every phone: a field that takes negatives gets the full keyboard.
        inputMode={field.min < 0 ? 'text' : 'decimal'}
        autoComplete="off"
        spellCheck={false}
        ref={inputRef}
        value={shownText}
        placeholder={field.placeholder}
        error={error}
        hint={hint}
        prefix={field.kind === 'currency' ? currencySymbol(currency) : undefined}
        suffix={SUFFIX[field.kind]}
        onChange={handleChange}
        onBlur={onBlur}
      />
      {field.quickChoices?.length ? (
        <QuickChoices field={field} value={value} currency={currency} onChoose={(text) => onChange(field.name, text)} />
      ) : null}
    </div>
  );
}

/** A choice field: a native select (keyboard, phone pickers and screen readers as the platform does them). */
function ChoiceInput<K extends string>({
  calculatorId,
  field,
  value,
  error,
  onChange,
  onBlur,
  srLabelPrefix,
  note,
}: FieldInputProps<K>) {
  const id = fieldId(calculatorId, field.name);
  const options = field.options ?? [];
  const messageId = error ? `${id}-error` : field.hint ? `${id}-hint` : undefined;
  const noteId = `${id}-note`;
  const selected = value.trim() === '' && options.length > 0 ? String(options[0].value) : value.trim();
  const selectRef = useRef<HTMLSelectElement>(null);
  useLayoutEffect(() => {
    // The chosen option is also the default one (its `selected` attribute; React sets only the property), so a
    // snapshot of the page's HTML shows it, and taking over a prerendered page does not mistake the first option
    // for a visitor's choice and copy it over the one a shared URL brought.
    for (const option of Array.from(selectRef.current?.options ?? [])) option.defaultSelected = option.value === selected;
  }, [selected]);
  return (
    <div>
      <Label htmlFor={id}>
        {srLabelPrefix ? <span className="visually-hidden">{srLabelPrefix} </span> : null}
        {field.label}
      </Label>
      <Select
        id={id}
        name={field.name}
        ref={selectRef}
        value={selected}
        invalid={Boolean(error)}
        aria-describedby={[messageId, note ? noteId : null].filter(Boolean).join(' ') || undefined}
        onChange={(event) => onChange(field.name, event.target.value)}
        onBlur={onBlur}
      >
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </Select>
      {error || field.hint ? (
        <FieldMessage id={messageId} $tone={error ? 'error' : 'hint'}>
          {error ?? field.hint}
        </FieldMessage>
      ) : null}
      {note ? (
        <ChoiceNote id={noteId} role="status">
          {note}
        </ChoiceNote>
      ) : null}
    </div>
  );
}

/** A date (a row list's cell): the platform's date picker, its value an ISO date (2024-03-31). */
function DateInput<K extends string>({ calculatorId, field, value, error, onChange, onBlur, srLabelSuffix }: FieldInputProps<K>) {
  const id = fieldId(calculatorId, field.name);
  return (
    <div>
      <Label htmlFor={id}>
        {field.label}
        {srLabelSuffix ? <span className="visually-hidden">{srLabelSuffix}</span> : null}
      </Label>
      <Input
        id={id}
        name={field.name}
        type="date"
        value={value}
        error={error}
        hint={field.hint}
        onChange={(event) => onChange(field.name, event.target.value)}
        onBlur={onBlur}
      />
    </div>
  );
}

function FieldInputView<K extends string>(props: FieldInputProps<K>) {
  if (props.field.kind === 'choice') return <ChoiceInput {...props} />;
  return props.field.kind === 'date' ? <DateInput {...props} /> : <NumberInput {...props} />;
}

/**
 * One field, re-rendered only when its own props change: Calculate re-renders a form of 32 fields (the retirement
 * planner) and only the results need to change.
 */
export const FieldInput = memo(FieldInputView) as typeof FieldInputView;
