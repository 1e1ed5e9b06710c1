/* The Loan page's EMI maths: the finance library's, which the car, education, personal and home loan pages use too. */
export { calculateLoan, type LoanInputs, type LoanMonth, type LoanResult, type LoanRow } from '../../finance-library/loan/loan';
