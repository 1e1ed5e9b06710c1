/*
 * The Retirement Calculator's many fields (its asset classes and the two investment approaches), written once here so
 * that its definition and its "Solve for" mode name them alike.
 */
import { amountField, BOUNDS, rateField, type FieldDefinition, type Values } from '@calc/shared';
import { retirementDefaults, type ApproachInputs, type AssetClassInputs, type RetirementInputs } from './retirement';

export const ASSET_CLASSES: { key: keyof ApproachInputs; label: string }[] = [
  { key: 'fixed', label: 'Fixed Returns' },
  { key: 'largeCap', label: 'Large Cap Mutual Funds' },
  { key: 'midCap', label: 'Midcap Mutual Funds' },
  { key: 'smallCap', label: 'Smallcap Mutual Funds' },
];

export const ASSET_MEASURES: { key: keyof AssetClassInputs; label: string }[] = [
  { key: 'returns', label: 'Returns (%)' },
  { key: 'tax', label: 'Tax (%)' },
  { key: 'share', label: 'Share (%)' },
];

/** The two investment approaches: 'cs' before retirement, 'rs' after. */
export const APPROACHES = [
  { prefix: 'cs', title: 'Current Savings', key: 'currentApproach' },
  { prefix: 'rs', title: 'Retirement Savings', key: 'retirementApproach' },
] as const;

export type ApproachPrefix = (typeof APPROACHES)[number]['prefix'];

/** A flat field name per asset input, also its query-string key: csFixedReturns, rsMidCapShare… */
export function assetFieldName(
  prefix: ApproachPrefix,
  assetClass: keyof ApproachInputs,
  measure: keyof AssetClassInputs,
): string {
  const cap = (text: string) => text[0].toUpperCase() + text.slice(1);
  return `${prefix}${cap(assetClass)}${cap(measure)}`;
}

const ageField = (name: keyof RetirementInputs, label: string): FieldDefinition<string> => ({
  name,
  label,
  kind: 'age',
  min: 0,
  max: 120,
  integer: true,
  defaultValue: retirementDefaults[name] as number,
});

export const personalFields: FieldDefinition<string>[] = [
  ageField('currentAge', 'Current Age'),
  ageField('retirementAge', 'Retirement Age'),
  ageField('expensesUntilAge', 'Expenses Planned Until Age'),
  amountField('currentSavings', 'Current Savings Amount', { defaultValue: retirementDefaults.currentSavings }),
  amountField('monthlyInvestment', 'Current Monthly Investments', { defaultValue: retirementDefaults.monthlyInvestment }),
  rateField('stepUp', 'Step-up in Savings Every Year (%)', { ...BOUNDS.positiveRate, defaultValue: retirementDefaults.stepUp }),
  amountField('postRetirementMonthly', "Post-retirement Monthly Amount (Today's Rate)", {
    defaultValue: retirementDefaults.postRetirementMonthly,
  }),
  rateField('inflation', 'Inflation (%)', { defaultValue: retirementDefaults.inflation }),
];

export function assetFields(prefix: ApproachPrefix): FieldDefinition<string>[] {
  const approach = APPROACHES.find((entry) => entry.prefix === prefix)!;
  return ASSET_CLASSES.flatMap((assetClass) =>
    ASSET_MEASURES.map((measure) => ({
      name: assetFieldName(prefix, assetClass.key, measure.key),
      label: measure.label,
      kind: 'percent' as const,
      ...(measure.key === 'returns' ? BOUNDS.rate : BOUNDS.positiveRate),
      defaultValue: retirementDefaults[approach.key][assetClass.key][measure.key],
    })),
  );
}

export const retirementFields: FieldDefinition<string>[] = [...personalFields, ...assetFields('cs'), ...assetFields('rs')];

/** Reads one approach from flat values (or from raw text, missing counting as 0, for the live sums). */
export function approachFrom(prefix: ApproachPrefix, read: (name: string) => number): ApproachInputs {
  const approach = {} as ApproachInputs;
  for (const assetClass of ASSET_CLASSES) {
    approach[assetClass.key] = {
      returns: read(assetFieldName(prefix, assetClass.key, 'returns')),
      tax: read(assetFieldName(prefix, assetClass.key, 'tax')),
      share: read(assetFieldName(prefix, assetClass.key, 'share')),
    };
  }
  return approach;
}

export function retirementInputsFrom(values: Values<string>): RetirementInputs {
  return {
    currentAge: values.currentAge,
    retirementAge: values.retirementAge,
    expensesUntilAge: values.expensesUntilAge,
    currentSavings: values.currentSavings,
    monthlyInvestment: values.monthlyInvestment,
    stepUp: values.stepUp,
    postRetirementMonthly: values.postRetirementMonthly,
    inflation: values.inflation,
    currentApproach: approachFrom('cs', (name) => values[name]),
    retirementApproach: approachFrom('rs', (name) => values[name]),
  };
}
