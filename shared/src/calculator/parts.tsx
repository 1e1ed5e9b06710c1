/* The building blocks of a calculator page; CalculatorPage composes them, the retirement planner reuses them. */
import { memo, useLayoutEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { currencySymbol, formatCurrency, formatCurrencyShort, groupThousands, localeOf } from '../format/currency';
import { groupingOf, parseNumberText, regroupTyped, withoutSeparators } from '../format/number-text';
import { useCurrency } from '@calc/singleton';
import { Button } from '../ui/button';
import { DataTable } from '../ui/data-table';
import { Icon } from '../ui/icons';
import { FieldMessage, Input } from '../ui/input';
import { Label } from '../ui/label';
import { Select } from '../ui/select';
import type { FieldDefinition, ReportColumn, ResultItem, SolvedFigure } from './definition';
import type { FieldErrors, RawValues } from './fields';
import { toCsv, visibleColumns } from './fields';
import { formatValue } from './format-value';

const SUFFIX: Partial<Record<FieldDefinition['kind'], string>> = { percent: '%', years: 'years', age: 'years' };

export function fieldId(calculatorId: string, name: string): string {
  return `${calculatorId}-${name}`;
}

export const FieldStack = styled.div`
  display: grid;
  gap: 16px;
`;

const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
  gap: 6px;
  label {
    margin-bottom: 6px;
  }
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
  /** The 'optional' tag beside an optional field's label (left out where its group says it once). */
  optionalTag?: boolean;
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
  optionalTag = true,
}: FieldInputProps<K>) {
  const { currency } = useCurrency();
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

  // What arrived without grouping (a shared URL, a default, another currency's grouping) shows grouped too.
  const grouping = groupingOf(localeOf(currency));
  const shownText = regroupTyped(value, 0, grouping).text;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    let text = input.value;
    let caret = input.selectionStart ?? text.length;
    // Backspace over a group separator would change nothing: it takes the digit before it instead.
    const inputType = (event.nativeEvent as InputEvent).inputType;
    if (
      inputType === 'deleteContentBackward' &&
      text !== shownText &&
      withoutSeparators(text) === withoutSeparators(shownText) &&
      caret > 0
    ) {
      text = text.slice(0, caret - 1) + text.slice(caret);
      caret -= 1;
    }
    const regrouped = regroupTyped(text, caret, grouping);
    // Only when the field will render anew: a caret left pending would land on a later keystroke.
    pendingCaret.current = regrouped.text !== input.value && regrouped.text !== shownText ? regrouped.caret : null;
    onChange(field.name, regrouped.text);
  }

  // Shorthand (10k, 1.5Cr) is confirmed with the value it means.
  const parsed = parseNumberText(value);
  const meaning =
    parsed.kind === 'number' && parsed.shorthand && Number.isFinite(parsed.value)
      ? `= ${field.kind === 'currency' ? formatCurrency(parsed.value, currency) : groupThousands(parsed.value)}`
      : null;
  const hint = meaning && field.hint ? `${meaning} · ${field.hint}` : (meaning ?? field.hint);

  return (
    <div>
      <LabelRow>
        <Label htmlFor={id}>
          {srLabelPrefix ? <span className="visually-hidden">{srLabelPrefix} </span> : null}
          {field.label}
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
}: FieldInputProps<K>) {
  const id = fieldId(calculatorId, field.name);
  const options = field.options ?? [];
  const messageId = error ? `${id}-error` : field.hint ? `${id}-hint` : undefined;
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
        aria-describedby={messageId}
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
    </div>
  );
}

function FieldInputView<K extends string>(props: FieldInputProps<K>) {
  return props.field.kind === 'choice' ? <ChoiceInput {...props} /> : <NumberInput {...props} />;
}

/**
 * One field, re-rendered only when its own props change: Calculate re-renders a form of 32 fields (the retirement
 * planner) and only the results need to change.
 */
export const FieldInput = memo(FieldInputView) as typeof FieldInputView;

const Group = styled.fieldset`
  display: grid;
  gap: 16px;
  min-width: 0;
  margin: 4px 0 0;
  padding: 10px 16px 16px;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface-2);
  legend {
    padding: 0 6px;
    margin-left: -6px;
    font-size: 14px;
    font-weight: 700;
    color: var(--text);
  }
  @media (max-width: 480px) {
    padding: 10px 12px 14px;
  }
`;

export function FieldList<K extends string>({
  calculatorId,
  fields,
  raw,
  errors,
  onChange,
  onBlur,
}: {
  calculatorId: string;
  fields: FieldDefinition<K>[];
  raw: RawValues<K>;
  errors: FieldErrors<K>;
  onChange: (name: K, text: string) => void;
  onBlur?: () => void;
}) {
  const input = (field: FieldDefinition<K>, inAllOptionalGroup = false) => (
    <FieldInput
      key={field.name}
      calculatorId={calculatorId}
      field={field}
      value={raw[field.name]}
      error={errors[field.name]}
      onChange={onChange}
      onBlur={onBlur}
      optionalTag={!inAllOptionalGroup}
    />
  );
  // Consecutive fields of one group go together in a fieldset under its name.
  const runs: { group?: string; fields: FieldDefinition<K>[] }[] = [];
  for (const field of fields) {
    const last = runs[runs.length - 1];
    if (field.group && last?.group === field.group) last.fields.push(field);
    else runs.push({ group: field.group, fields: [field] });
  }
  return (
    <>
      {runs.map((run) =>
        run.group ? (
          <Group key={`group-${run.fields[0].name}`}>
            <legend>{run.group}</legend>
            {/* A group of optional fields says so once, in its legend (read as the group's name), not on each field. */}
            {run.fields.map((field) =>
              input(
                field,
                run.fields.every((member) => member.required === false || member.kind === 'choice'),
              ),
            )}
          </Group>
        ) : (
          run.fields.map((field) => input(field))
        ),
      )}
    </>
  );
}

const SolveFor = styled.div`
  padding-bottom: 16px;
  border-bottom: 1px solid var(--border);
`;

/** The "Solve for" control: the calculator's normal result first, then each input it can find from a target. */
export function SolveForControl({
  calculatorId,
  normalLabel,
  modes,
  value,
  onChange,
}: {
  calculatorId: string;
  normalLabel: string;
  modes: { id: string; label: string }[];
  value: string;
  onChange: (modeId: string) => void;
}) {
  const id = `${calculatorId}-solve-for`;
  return (
    <SolveFor>
      <Label htmlFor={id}>Solve for</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{normalLabel}</option>
        {modes.map((mode) => (
          <option key={mode.id} value={mode.id}>
            {mode.label}
          </option>
        ))}
      </Select>
    </SolveFor>
  );
}

/**
 * The figures to show: a solved plan's figures first (the first is the headline), shown like the calculator's own,
 * then the calculator's usual figures for that plan; or the usual figures alone.
 */
export function resultItemsWith<R>(solution: { figures: SolvedFigure[] } | null, results: ResultItem<R>[]): ResultItem<R>[] {
  if (!solution) return results;
  return [
    ...solution.figures.map((figure, index) => ({
      label: figure.label,
      value: () => figure.value,
      format: figure.format,
      headline: index === 0,
    })),
    ...results.map((item) => ({ ...item, headline: false })),
  ];
}

/** Why a "Solve for" target cannot be reached, and what would work: in the results, announced. */
export function UnsolvedMessage({ reason }: { reason: string | null }) {
  return reason ? (
    <ResultMessage $tone="bad" role="alert">
      {reason}
    </ResultMessage>
  ) : null;
}

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 12px;
  margin: 0;
`;

const Stat = styled.div<{ $headline: boolean }>`
  padding: 16px;
  border-radius: var(--radius);
  border: 1px solid ${({ $headline }) => ($headline ? 'color-mix(in srgb, var(--primary) 35%, transparent)' : 'var(--border)')};
  background: ${({ $headline }) => ($headline ? 'var(--primary-soft)' : 'var(--surface-2)')};
  min-width: 0;
  /* Figures scale with their box, so a long amount stays on one line instead of breaking mid-number. */
  container-type: inline-size;
  dt {
    font-size: 13px;
    font-weight: 600;
    color: var(--text-muted);
  }
  dd {
    margin: 6px 0 0;
    font-size: ${({ $headline }) => ($headline ? 'clamp(15px, 10cqi, 24px)' : 'clamp(14px, 9cqi, 20px)')};
    font-weight: 700;
    color: ${({ $headline }) => ($headline ? 'var(--primary-text)' : 'var(--text)')};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  dd.short {
    margin-top: 2px;
    font-size: 13px;
    font-weight: 600;
    color: var(--text-muted);
  }
  /* The figure in today's money: a quiet line under the nominal one, set off by a hairline. */
  dd.today {
    margin-top: 10px;
    padding-top: 8px;
    border-top: 1px solid var(--border);
    font-size: 13px;
    font-weight: 500;
    line-height: 1.4;
    color: var(--text-muted);
    overflow-wrap: normal;
  }
  dd.today span {
    font-weight: 700;
    color: var(--text);
    white-space: nowrap;
  }
`;

export function ResultStats<R>({ items, result }: { items: ResultItem<R>[]; result: R }) {
  const { currency } = useCurrency();
  return (
    <Stats>
      {items
        .filter((item) => !item.shown || item.shown(result))
        .map((item) => {
          const value = item.value(result);
          const short = item.format === 'currency' && typeof value === 'number' ? formatCurrencyShort(value, currency) : null;
          const today = item.todaysValue?.(result) ?? null;
          return (
            <Stat key={item.label} $headline={Boolean(item.headline)}>
              <dt>{item.label}</dt>
              <dd>{formatValue(value, item.format, currency)}</dd>
              {/* A second description: the exact figure stays the first, alone. */}
              {short ? <dd className="short">≈ {short}</dd> : null}
              {today !== null ? (
                <dd className="today">
                  <span>{formatCurrency(today, currency)}</span> in today's money
                </dd>
              ) : null}
            </Stat>
          );
        })}
    </Stats>
  );
}

/** The sentence that states how the figures' today's-money values were worked out. */
export const TodaysMoneyNote = styled.p`
  margin: 12px 0 0;
  font-size: 13px;
  line-height: 1.5;
  color: var(--text-muted);
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;
  margin-bottom: 12px;
`;

function downloadText(fileName: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The report table with its CSV download (same columns, plain numbers). */
export function ReportTable<Row>({
  columns,
  rows,
  label,
  fileName,
}: {
  columns: ReportColumn<Row>[];
  rows: Row[];
  label: string;
  fileName: string;
}) {
  const { currency } = useCurrency();
  const shownColumns = visibleColumns(columns, rows);
  return (
    <div>
      <Toolbar>
        <Button
          size="sm"
          variant="secondary"
          disabled={rows.length === 0}
          startIcon={<Icon name="download" size={16} />}
          onClick={() => downloadText(fileName, toCsv(shownColumns, rows), 'text/csv;charset=utf-8')}
        >
          Download CSV
        </Button>
      </Toolbar>
      <DataTable
        label={label}
        rows={rows}
        columns={shownColumns.map((column) => ({
          header: column.header,
          numeric: column.format !== 'text',
          cell: (row: Row) => {
            const value = column.value(row);
            return value === null ? '' : formatValue(value, column.format, currency);
          },
        }))}
      />
    </div>
  );
}

/** Copies the page's URL, which carries the calculation's inputs. */
export function CopyLinkButton({ disabled }: { disabled?: boolean }) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
    setTimeout(() => setStatus('idle'), 2500);
  }
  return (
    <>
      <Button size="sm" variant="secondary" disabled={disabled} startIcon={<Icon name="link" size={16} />} onClick={copy}>
        {status === 'copied' ? 'Link copied' : 'Copy link'}
      </Button>
      <span className="visually-hidden" role="status">
        {status === 'copied'
          ? 'Link copied to the clipboard'
          : status === 'failed'
            ? 'The link could not be copied; copy it from the address bar.'
            : ''}
      </span>
    </>
  );
}

export const EmptyHint = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 0 0 16px;
  padding: 12px 14px;
  border-radius: var(--radius);
  background: var(--surface-2);
  border: 1px dashed var(--border-strong);
  color: var(--text-muted);
  font-size: 14px;
  svg {
    flex: none;
    color: var(--primary-text);
  }
`;

export const ResultMessage = styled.p<{ $tone: 'good' | 'bad' }>`
  margin: 16px 0 0;
  padding: 12px 14px;
  border-radius: var(--radius);
  font-weight: 600;
  background: ${({ $tone }) => ($tone === 'good' ? 'var(--success-soft)' : 'var(--warning-soft)')};
  color: ${({ $tone }) => ($tone === 'good' ? 'var(--success)' : 'var(--warning)')};
`;

export const CalculatorGrid = styled.div<{ $narrowInputs: boolean }>`
  display: grid;
  gap: 20px;
  align-items: start;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ $narrowInputs }) => ($narrowInputs ? '768px' : '1024px')}) {
    grid-template-columns: ${({ $narrowInputs }) => ($narrowInputs ? 'minmax(0, 1fr) minmax(0, 2fr)' : 'minmax(0, 2fr) minmax(0, 3fr)')};
  }
`;

export function LiveRegion({ children }: { children: ReactNode }) {
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true">
      {children}
    </div>
  );
}

export const STALE_MESSAGE = 'Inputs changed. Press Calculate to update.';

const StaleBanner = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0 0 12px;
  padding: 10px 12px;
  border-radius: var(--radius);
  background: var(--warning-soft);
  color: var(--warning);
  font-weight: 600;
  font-size: 14px;
  svg {
    flex: none;
  }
`;

/**
 * Says, once the fields differ from what the shown results were computed from, that the results are out of
 * date. The status region is always there, so a screen reader hears the sentence when it appears.
 */
export function StaleNotice({ stale }: { stale: boolean }) {
  return (
    <div role="status">
      {stale ? (
        <StaleBanner>
          <Icon name="info" size={18} />
          {STALE_MESSAGE}
        </StaleBanner>
      ) : null}
    </div>
  );
}

/** Results that no longer match the fields are dimmed until Calculate (compute only on Calculate, as specified). */
export const StaleArea = styled.div<{ $stale: boolean }>`
  transition: opacity 0.15s;
  opacity: ${({ $stale }) => ($stale ? 0.45 : 1)};
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** The results card's heading (focused after Calculate on a phone) with the card's actions beside it. */
export const ResultsHeader = styled(Toolbar)`
  justify-content: space-between;
  h2 {
    font-size: 18px;
    font-weight: 700;
    /* Clear of the sticky header when scrolled to. */
    scroll-margin-top: 88px;
    &:focus {
      outline: none;
    }
    &:focus-visible {
      outline: 2px solid var(--primary);
      outline-offset: 4px;
      border-radius: 4px;
    }
  }
`;
