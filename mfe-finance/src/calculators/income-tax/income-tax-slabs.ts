/*
 * The slab tables the Income Tax Calculator shows, built from the rules of the tax year so that the table cannot
 * disagree with the tax computed.
 */
import type { TaxSlab } from '../../rules/india/income-tax-fy-2025-26';

/** One line of a slab table: an income range and the rate of each column (an age group) in it. */
export interface SlabRow {
  from: number;
  upTo: number | null;
  rates: number[];
}

/**
 * Several slab lists as one table, read from the rules (never retyped): the ranges are every list's boundaries
 * together, and each column's rate is that of its slab the range falls in (the old regime's three ages).
 */
export function slabRows(columns: TaxSlab[][]): SlabRow[] {
  const bounds = [...new Set(columns.flatMap((slabs) => slabs.map((slab) => slab.from)))].sort((a, b) => a - b);
  return bounds.map((from, index) => ({
    from,
    upTo: index + 1 < bounds.length ? bounds[index + 1] : null,
    rates: columns.map((slabs) => slabs.find((slab) => slab.from <= from && (slab.upTo === null || from < slab.upTo))?.rate ?? 0),
  }));
}
