/* A list of rows the visitor adds and removes (XIRR's dated cash flows), each the same typed cells. */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/button';
import { FieldMessage } from '../../ui/input';
import type { RowCellDefinition, RowList, RowListDefinition, RowListInputProps } from '../definition';
import { FieldInput, fieldId } from '../field-input';
import { FieldGroup } from '../field-list';
import { rowCellKey, rowFields } from './rows';

/*
 * How wide a cell must be to show its whole value: a date as Chromium lays out its widest (its own width, 174 px at
 * 16 px), an amount such as "-10,00,00,000" beside its currency symbol, a month or a rate. A row lays its cells side
 * by side only where its box gives each its width, and its Remove button beside them only where that fits too;
 * otherwise the button goes under the cells, then the cells under each other. The box is the list's own (a
 * container query), not the screen: the same list sits in a third of a wide screen and across a tablet's.
 */
const CELL_WIDTH: Partial<Record<RowCellDefinition['kind'], number>> = { date: 176, currency: 150 };
const OTHER_CELL_WIDTH = 110;
const GAP = 12;
const REMOVE_BUTTON_WIDTH = 96;

const widthOf = (cell: RowCellDefinition) => CELL_WIDTH[cell.kind] ?? OTHER_CELL_WIDTH;

function cellsWidth(cells: readonly RowCellDefinition[]): number {
  return cells.reduce((sum, cell) => sum + widthOf(cell), 0) + GAP * (cells.length - 1);
}

/** Each cell at least its width, the room left shared in proportion (equal columns would starve the date). */
function cellColumns(cells: readonly RowCellDefinition[]): string {
  return cells.map((cell) => `minmax(${widthOf(cell)}px, ${widthOf(cell)}fr)`).join(' ');
}

const Rows = styled.div`
  display: grid;
  gap: 16px;
  container: row-list / inline-size;
`;

/* Narrowest first: each cell under the other, the button under them, a rule between rows. */
const Row = styled.div<{ $cells: readonly RowCellDefinition[] }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${GAP}px;
  align-items: start;
  padding-bottom: 16px;
  border-bottom: 1px solid var(--border);
  > button {
    justify-self: start;
  }
  @container row-list (min-width: ${({ $cells }) => cellsWidth($cells)}px) {
    grid-template-columns: ${({ $cells }) => cellColumns($cells)};
    > button {
      grid-column: 1 / -1;
    }
  }
  @container row-list (min-width: ${({ $cells }) => cellsWidth($cells) + GAP + REMOVE_BUTTON_WIDTH}px) {
    grid-template-columns: ${({ $cells }) => cellColumns($cells)} auto;
    padding-bottom: 0;
    border-bottom: 0;
    > button {
      grid-column: auto;
      /* The button lines up with the inputs, below their labels. */
      margin-top: 26px;
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
      <Row key={row} $cells={list.cells} role="group" aria-label={capitalised(rowName)}>
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
      <Rows>{rows}</Rows>
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
