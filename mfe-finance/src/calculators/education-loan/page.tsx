/*
 * The Education Loan Calculator page as the finance remote exposes it: its definition made a page by the calculator
 * scaffold of @calc/shared, its explanation loaded in its own chunk so the calculator paints first.
 */
import { calculatorPage } from '@calc/shared';
import { educationLoanDefinition } from './education-loan-definition';

export default calculatorPage(
  educationLoanDefinition,
  () => import(/* webpackChunkName: "education-loan-explanation" */ './education-loan-explanation'),
);
