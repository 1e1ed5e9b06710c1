/*
 * Fields and figures that several finance calculators share word for word: each is written once here, so a label,
 * its bounds and its wording cannot drift apart between pages.
 */
import { amountField, BOUNDS, rateField, type FieldDefinition, type ResultItem } from '@calc/shared';

/** 'Annual Interest Rate (%)' of a deposit or a loan: never below 0 (SIP, Lump Sum and SWP allow a falling market). */
export function annualInterestRateField(placeholder: string): FieldDefinition<'annualRate'> {
  return rateField('annualRate', 'Annual Interest Rate (%)', { ...BOUNDS.positiveRate, placeholder });
}

/** The rate of a government scheme (PPF, NSC, Sukanya Samriddhi, EPF): the current one, as the default. */
export function schemeRateField<K extends string>(name: K, label: string, rate: number, hint: string): FieldDefinition<K> {
  return rateField(name, label, { ...BOUNDS.positiveRate, defaultValue: rate, placeholder: `e.g. ${rate}`, hint });
}

/** A scheme's 'Yearly Investment' (PPF, Sukanya Samriddhi): within the yearly limits its rules set. */
export function yearlyInvestmentField(
  rules: { minYearlyDeposit: number; maxYearlyDeposit: number },
  hint: string,
): FieldDefinition<'yearlyInvestment'> {
  const limits = { min: rules.minYearlyDeposit, max: rules.maxYearlyDeposit };
  return amountField('yearlyInvestment', 'Yearly Investment', { ...limits, placeholder: 'e.g. 150000', hint });
}

/** A figure in money that is always the same field of the result under the same label. */
function amountFigure<Key extends string>(label: string, key: Key, headline?: true) {
  return <R extends Record<Key, number>>(): ResultItem<R> => ({
    label,
    value: (result) => result[key],
    format: 'currency',
    ...(headline ? { headline } : {}),
  });
}

/** The figures of a deposit that grows to maturity (FD, RD, PPF, NSC, Sukanya Samriddhi): `results: [maturityAmount(), …]`. */
export const maturityAmount = amountFigure('Maturity Amount', 'maturityAmount', true);
export const totalInvested = amountFigure('Total Invested', 'totalInvested');
export const totalInterest = amountFigure('Total Interest', 'totalInterest');

/**
 * A money figure with its value in today's money under it (SIP, Lump Sum, SWP): the same key of the result and of
 * its `today` (null before any calculation, or when the calculator has none).
 */
export function figureInTodaysMoney<R extends { today: object | null }, Key extends keyof R & keyof NonNullable<R['today']>>(
  label: string,
  key: Key,
  headline?: true,
): ResultItem<R> {
  return {
    label,
    value: (result) => result[key] as number,
    format: 'currency',
    ...(headline ? { headline } : {}),
    todaysValue: (result) => (result.today as Record<Key, number> | null)?.[key] ?? null,
  };
}

/** The figures of a loan's repayments (Loan, Home Loan Eligibility). */
export const loanTotalPayment = amountFigure('Total Payment (Principal + Interest)', 'totalPayment');
export const loanTotalInterest = amountFigure('Total Interest Payable', 'totalInterest');
