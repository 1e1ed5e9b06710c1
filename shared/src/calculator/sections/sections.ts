/*
 * Field sections: a calculator whose inputs are several cards (the retirement planner's personal details and its
 * two investment approaches), each with its own title, layout and figures derived from what is typed. The types,
 * and the plain functions behind them (tested without rendering); section-card.tsx and field-sections.tsx draw them.
 */
import type { FieldDefinition, RawValues, ValueFormat } from '../vocabulary';
import type { DecimalMark } from '../../format/number-text';
import { parseNumber } from '../../ui/input';

/** Fields side by side under a legend, in one fieldset (an asset class's Returns, Tax and Share). */
export interface FieldRowDefinition<K extends string = string> {
  legend: string;
  fields: readonly K[];
}

/** A figure worked out from the fields as typed (a card's sums), not from the calculation. */
export interface DerivedFigure {
  label: string;
  value: number;
  format: ValueFormat;
}

/** Figures a section shows under its fields, worked out from the current field values by a pure function. */
export interface DerivedFigures<K extends string = string> {
  /** The name screen readers hear for the figures: 'Current Savings sums'. */
  label: string;
  /** Every field's value by name; an empty or unreadable field counts as 0. */
  figures: (values: Record<K, number>) => DerivedFigure[];
  /** A sentence under the figures when they say something is off ("The shares add up to 110.00%; …"). */
  warning?: (figures: DerivedFigure[]) => string | null;
}

/** One card of inputs. */
export interface FieldSectionDefinition<K extends string = string> {
  /** The card's id is `${calculator id}-${key}` ('retirement-cs'). */
  key: string;
  title: string;
  description?: string;
  /** The "Solve for" control at the top of this card; a mode's target fields are added to its fields. */
  solveFor?: boolean;
  /** Fields in a grid: one column on a phone, two from 640 px, `columns` from 1100 px (1 unless given). */
  fields?: readonly K[];
  columns?: number;
  /** Rows of fields after the grid, each a fieldset; a row's labels are read with the card's title and the row's legend. */
  rows?: readonly FieldRowDefinition<K>[];
  /** A sentence after the fields (what some of them do, or do not do). */
  note?: string;
  /** Figures under the fields, refreshed when a field of a card with figures loses focus and on Calculate. */
  derived?: DerivedFigures<K>;
}

/** A card alone across the page, or cards side by side (one above the other on a narrow screen). */
export type SectionBand<K extends string = string> = FieldSectionDefinition<K> | readonly FieldSectionDefinition<K>[];

export interface SectionsDefinition<K extends string, R> {
  /** The cards in order, before the Calculate button. */
  sections: readonly SectionBand<K>[];
  /** The one results card below the button: figures, chart and report (no tabs). Its id is `${calculator id}-${key}`. */
  resultsCard: { key: string; title: string; emptyHint: string };
  /** What the live region says once calculated (else the headline figure). */
  announce?: (result: R, money: (amount: number) => string) => string;
}

/** Every card, in order, the side-by-side ones included. */
export function sectionList<K extends string>(bands: readonly SectionBand<K>[]): FieldSectionDefinition<K>[] {
  return bands.flatMap((band) => (isRowOfSections(band) ? [...band] : [band]));
}

export function isRowOfSections<K extends string>(band: SectionBand<K>): band is readonly FieldSectionDefinition<K>[] {
  return Array.isArray(band);
}

/** Every field a card names, in order: its grid's, then its rows'. */
export function namesOf<K extends string>(section: FieldSectionDefinition<K>): K[] {
  return [...(section.fields ?? []), ...(section.rows ?? []).flatMap((row) => row.fields)];
}

/**
 * The fields a card shows of those the current mode shows: its own, and on the card with "Solve for" any the mode
 * adds that no card names (its targets).
 */
export function sectionFields<K extends string>(
  section: FieldSectionDefinition<K>,
  bands: readonly SectionBand<K>[],
  shown: readonly FieldDefinition<string>[],
): FieldDefinition<string>[] {
  const own = new Set<string>(section.fields ?? []);
  const named = new Set<string>(sectionList(bands).flatMap(namesOf));
  return shown.filter((field) => own.has(field.name) || (section.solveFor && !named.has(field.name)));
}

/** What is wrong with how the cards name the fields (each field in exactly one card, no unknown name); [] when right. */
export function sectionProblems<K extends string>(
  bands: readonly SectionBand<K>[],
  fields: readonly FieldDefinition<K>[],
): string[] {
  const counts = new Map<string, number>(fields.map((field) => [field.name, 0]));
  const problems: string[] = [];
  for (const name of sectionList(bands).flatMap(namesOf)) {
    const count = counts.get(name);
    if (count === undefined) problems.push(`${name} is not a field`);
    else counts.set(name, count + 1);
  }
  for (const [name, count] of counts) if (count !== 1) problems.push(`${name} is in ${count} sections`);
  return problems;
}

/** Every field's number as typed; empty or unreadable text counts as 0 (a card's sums while the visitor types). */
export function valuesAsTyped<K extends string>(
  fields: readonly FieldDefinition<K>[],
  raw: RawValues<string>,
  mark: DecimalMark = '.',
): Record<K, number> {
  const values = {} as Record<K, number>;
  for (const field of fields) values[field.name] = parseNumber(raw[field.name] ?? '', mark) ?? 0;
  return values;
}

/** A card's derived figures and warning for these field values. */
export function derivedOf<K extends string>(
  derived: DerivedFigures<K>,
  values: Record<K, number>,
): { figures: DerivedFigure[]; warning: string | null } {
  const figures = derived.figures(values);
  return { figures, warning: derived.warning?.(figures) ?? null };
}
