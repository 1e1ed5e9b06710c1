/* The Income Tax page's maths: the finance library's income tax, which the Salary and Advance Tax pages use too. */
export {
  calculateIncomeTax,
  type IncomeTaxInputs,
  type IncomeTaxResult,
  type RegimeTax,
  type SlabTax,
} from '../../finance-library/income-tax/income-tax';
