/*
 * The Salary Calculator page as the finance remote exposes it: its definition made a page by the calculator scaffold of
 * @calc/shared, its explanation loaded in its own chunk so the calculator paints first.
 */
import { calculatorPage } from '@calc/shared';
import { salaryDefinition } from './salary-definition';

export default calculatorPage(
  salaryDefinition,
  () => import(/* webpackChunkName: "salary-explanation" */ './salary-explanation'),
);
