/* One card of a calculator's field sections: its title folds it away, its fields in a grid or in rows, its figures. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../../ui/card';
import { Icon } from '../../ui/icons';
import type { FieldDefinition } from '../definition';
import { FieldInput } from '../field-input';
import { formatValue } from '../format-value';
import type { FieldErrors, RawValues } from '../fields';
import type { DerivedFigure, FieldSectionDefinition } from './sections';

const FieldGrid = styled.div<{ $columns: number }>`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 640px) {
    grid-template-columns: repeat(${({ $columns }) => Math.min(2, $columns)}, minmax(0, 1fr));
  }
  @media (min-width: 1100px) {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

/** Room between "Solve for" and the fields; on a wide screen no wider than two of four columns. */
const SolveForSpacing = styled.div`
  margin-bottom: 16px;
  @media (min-width: 1100px) {
    max-width: calc(50% - 8px);
  }
`;

const FieldRow = styled.fieldset<{ $fields: number }>`
  border: 0;
  margin: 0 0 14px;
  padding: 0;
  legend {
    font-weight: 700;
    font-size: 14px;
    margin-bottom: 8px;
    padding: 0;
  }
  .measures {
    display: grid;
    grid-template-columns: repeat(${({ $fields }) => $fields}, minmax(0, 1fr));
    gap: 10px;
  }
  label {
    font-size: 12px;
  }
`;

const SectionNote = styled.p`
  margin: 0;
  font-size: 13px;
  line-height: 1.5;
  color: var(--text-muted);
`;

const Figures = styled.dl`
  display: grid;
  /* Each figure's label wraps within its own box ("Sum of Diversification" is long on a phone). */
  grid-template-columns: repeat(auto-fit, minmax(88px, 1fr));
  gap: 8px;
  margin: 8px 0 0;
  padding: 12px;
  border-radius: var(--radius);
  background: var(--surface-2);
  border: 1px solid var(--border);
  & > div {
    min-width: 0;
  }
  dt {
    font-size: 12px;
    color: var(--text-muted);
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  dd {
    margin: 4px 0 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const FiguresWarning = styled.p`
  margin: 10px 0 0;
  font-size: 13px;
  color: var(--warning);
  font-weight: 600;
`;

/** A card's title that folds its fields away (its figures stay in view): 32 fields are three screens on a phone. */
const FoldButton = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 44px;
  margin: -8px 0;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  svg {
    flex: none;
    color: var(--text-muted);
    transition: transform 0.15s;
  }
  &[aria-expanded='false'] svg {
    transform: rotate(-90deg);
  }
  &:focus-visible {
    outline: 2px solid var(--primary);
    outline-offset: 4px;
    border-radius: 4px;
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      transition: none;
    }
  }
`;

export interface SectionCardProps {
  calculatorId: string;
  section: FieldSectionDefinition;
  /** The card's grid fields as the current mode shows them (sectionFields()). */
  gridFields: FieldDefinition<string>[];
  /** Every field the mode shows, by name: the rows' fields are found here. */
  fieldsByName: Map<string, FieldDefinition<string>>;
  raw: RawValues<string>;
  errors: FieldErrors<string>;
  onChange: (name: string, text: string) => void;
  /** Refreshes the derived figures (given to fields of cards with figures). */
  onBlur?: () => void;
  folded: boolean;
  onToggle: () => void;
  /** The "Solve for" control, on the card that has it. */
  solveFor?: ReactNode;
  derived: { figures: DerivedFigure[]; warning: string | null } | null;
  currency: string;
}

/** A card of fields: every section starts open (nothing is hidden from a visitor who has not asked); each folds on request. */
export function SectionCard({
  calculatorId,
  section,
  gridFields,
  fieldsByName,
  raw,
  errors,
  onChange,
  onBlur,
  folded,
  onToggle,
  solveFor,
  derived,
  currency,
}: SectionCardProps) {
  const id = `${calculatorId}-${section.key}`;
  const input = (field: FieldDefinition<string>, srLabelPrefix?: string) => (
    <FieldInput
      key={field.name}
      calculatorId={calculatorId}
      field={field}
      value={raw[field.name]}
      srLabelPrefix={srLabelPrefix}
      error={errors[field.name]}
      onChange={onChange}
      onBlur={onBlur}
    />
  );
  const rows = (section.rows ?? [])
    .map((row) => ({ row, fields: row.fields.flatMap((name) => fieldsByName.get(name) ?? []) }))
    .filter(({ fields }) => fields.length > 0);
  return (
    <Card
      title={
        <FoldButton type="button" aria-expanded={!folded} aria-controls={`${id}-fields`} onClick={onToggle}>
          <span>{section.title}</span>
          <Icon name="chevronDown" size={20} />
        </FoldButton>
      }
      id={id}
      description={section.description}
    >
      <div id={`${id}-fields`} hidden={folded}>
        {solveFor ? <SolveForSpacing>{solveFor}</SolveForSpacing> : null}
        {gridFields.length > 0 ? (
          <FieldGrid $columns={section.columns ?? 1}>{gridFields.map((field) => input(field))}</FieldGrid>
        ) : null}
        {rows.map(({ row, fields }) => (
          <FieldRow key={row.legend} $fields={fields.length}>
            <legend>{row.legend}</legend>
            <div className="measures">{fields.map((field) => input(field, `${section.title} ${row.legend}`))}</div>
          </FieldRow>
        ))}
        {section.note ? <SectionNote>{section.note}</SectionNote> : null}
      </div>
      {section.derived && derived ? (
        <>
          <Figures aria-label={section.derived.label}>
            {derived.figures.map((figure) => (
              <div key={figure.label}>
                <dt>{figure.label}</dt>
                <dd>{formatValue(figure.value, figure.format, currency)}</dd>
              </div>
            ))}
          </Figures>
          {derived.warning ? <FiguresWarning role="note">{derived.warning}</FiguresWarning> : null}
        </>
      ) : null}
    </Card>
  );
}
