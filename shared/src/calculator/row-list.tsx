/* A list of rows the visitor adds and removes (XIRR's dated cash flows), each the same typed cells. */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../ui/button';
import { FieldMessage } from '../ui/input';
import type { RowCellDefinition, RowList, RowListDefinition, RowListInputProps } from './definition';
import { FieldInput, fieldId } from './field-input';
import { FieldGroup } from './field-list';
import { rowCellKey, rowFields } from './rows';

const Row = styled.div<{ $cells: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $cells }) => $cells}, minmax(0, 1fr)) auto;
  gap: 12px;
  align-items: start;
  /* The button lines up with the inputs, below their labels. */
  > button {
    margin-top: 26px;
  }
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
    padding-bottom: 16px;
    border-bottom: 1px solid var(--border);
    > button {
      margin-top: 0;
      justify-self: start;
    }
  }
`;

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The rows under the list's heading: each cell labelled (screen readers also hear its row: "Date, cash flow 2"),
 * a Remove button per row while more than the minimum are left, and Add below. Focus follows: into the new row,
 * or onto the row that took a removed one's place.
 */
function RowListInput({
  list,
  calculatorId,
  rowCount,
  raw,
  errors,
  listError,
  onChange,
  onAdd,
  onRemove,
}: RowListInputProps & { list: RowListDefinition }) {
  const fields = rowFields(list, rowCount);
  const cellsPerRow = list.cells.length;
  const listId = `${calculatorId}-rows`;
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    if (focusRow.current === null) return;
    const row = Math.min(focusRow.current, rowCount);
    focusRow.current = null;
    document.getElementById(fieldId(calculatorId, rowCellKey(list.cells[0].name, row)))?.focus();
  }, [rowCount, calculatorId, list]);
  const canRemove = rowCount > list.minRows;
  const canAdd = rowCount < (list.maxRows ?? Number.POSITIVE_INFINITY);

  const rows = [];
  for (let row = 1; row <= rowCount; row += 1) {
    const cells = fields.slice((row - 1) * cellsPerRow, row * cellsPerRow);
    const rowName = `${list.rowName} ${row}`;
    rows.push(
      <Row key={row} $cells={cellsPerRow} role="group" aria-label={capitalised(rowName)}>
        {cells.map((field) => (
          <FieldInput
            key={field.name}
            calculatorId={calculatorId}
            field={field}
            value={raw[field.name] ?? ''}
            error={errors[field.name]}
            onChange={onChange}
            srLabelSuffix={`, ${rowName}`}
          />
        ))}
        {canRemove ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              focusRow.current = row;
              onRemove(row);
            }}
          >
            Remove<span className="visually-hidden"> {rowName}</span>
          </Button>
        ) : null}
      </Row>,
    );
  }

  return (
    <FieldGroup aria-describedby={listError ? `${listId}-error` : undefined}>
      <legend>{list.label}</legend>
      {rows}
      {listError ? (
        // Brought into view and focused after a refused Calculate, as a field with a message is (reveal.ts).
        <FieldMessage id={`${listId}-error`} $tone="error" role="alert" tabIndex={-1} data-refusal="">
          {listError}
        </FieldMessage>
      ) : null}
      {canAdd ? (
        <div>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              focusRow.current = rowCount + 1;
              onAdd();
            }}
          >
            Add {list.rowName}
          </Button>
        </div>
      ) : null}
    </FieldGroup>
  );
}

/** A definition's row list: its cells and rules, with the inputs the page shows for it. */
export function rowList<C extends RowCellDefinition>(list: RowListDefinition<C>): RowList<C> {
  function Input(props: RowListInputProps) {
    return <RowListInput list={list} {...props} />;
  }
  Input.displayName = `RowList(${list.rowName})`;
  return { ...list, Input };
}
