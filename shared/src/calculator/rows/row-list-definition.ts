/* The definition of a row list (XIRR's cash flows), one of the scaffold's optional parts. Types only. */
import type { ComponentType } from 'react';
import type { RowCellDefinition, RowValues } from '../vocabulary';

/** A list of rows the visitor adds and removes, each the same typed cells (XIRR's dated cash flows). */
export interface RowListDefinition<C extends RowCellDefinition = RowCellDefinition> {
  /** The list's heading (a fieldset's legend): 'Cash flows'. */
  label: string;
  /** One row's name, lower case: 'cash flow' gives "Add cash flow", "Remove cash flow 2" and "Date, cash flow 2". */
  rowName: string;
  cells: readonly C[];
  /** Fewer rows cannot be removed; the list starts with this many unless initialRows says more. */
  minRows: number;
  maxRows?: number;
  initialRows?: number;
  /** A rule across the rows (XIRR needs money both ways), given the rows once every cell is valid. */
  validate?: (rows: RowValues<C>[]) => string | null;
}

/** What the page gives a row list's inputs. */
export interface RowListInputProps {
  calculatorId: string;
  rowCount: number;
  raw: Record<string, string>;
  errors: Partial<Record<string, string>>;
  /** A rule across the rows, broken (shown under the list). */
  listError?: string | null;
  onChange: (name: string, text: string) => void;
  onAdd: () => void;
  /** Removes a row, numbered from 1. */
  onRemove: (row: number) => void;
}

/** A row list as a definition gives it (made by rowList()): with its inputs, so only pages with rows bundle them. */
export interface RowList<C extends RowCellDefinition = RowCellDefinition> extends RowListDefinition<C> {
  Input: ComponentType<RowListInputProps>;
}
