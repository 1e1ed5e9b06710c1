/*
 * The Personal Loan Calculator page as the finance remote exposes it: its definition made a page by the calculator
 * scaffold of @calc/shared, its explanation loaded in its own chunk so the calculator paints first.
 */
import { calculatorPage } from '@calc/shared';
import { personalLoanDefinition } from './personal-loan-definition';

export default calculatorPage(
  personalLoanDefinition,
  () => import(/* webpackChunkName: "personal-loan-explanation" */ './personal-loan-explanation'),
);
