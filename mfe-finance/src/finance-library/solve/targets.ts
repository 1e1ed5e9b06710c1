/*
 * The Target Amount field that the savings calculators' "Solve for" modes ask for, defined once so that it reads the
 * same on every page.
 */
import { amountField } from '@calc/shared';

/** The goal a savings plan is solved for (SIP, Lump Sum): one field, shared by their modes. */
export const targetAmountField = amountField('targetAmount', 'Target Amount', { placeholder: 'e.g. 10000000' });
