/*
 * The Car Loan Calculator page as the finance remote exposes it: its definition made a page by the calculator scaffold
 * of @calc/shared, its explanation loaded in its own chunk so the calculator paints first.
 */
import { calculatorPage } from '@calc/shared';
import { carLoanDefinition } from './car-loan-definition';

export default calculatorPage(
  carLoanDefinition,
  () => import(/* webpackChunkName: "car-loan-explanation" */ './car-loan-explanation'),
);
