import { calculatorPage } from '@calc/shared';
import { lumpSumDefinition } from './lump-sum-definition';
import { lumpSumTaxPlan } from './lump-sum-after-tax';
import { withTaxOnReturns } from '../../finance-library/tax-on-returns/with-tax-on-returns';

export default calculatorPage(
  withTaxOnReturns(lumpSumDefinition, lumpSumTaxPlan),
  () => import(/* webpackChunkName: "lump-sum-explanation" */ './lump-sum-explanation'),
);
