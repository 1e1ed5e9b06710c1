/*
 * Each explanation renders the shared section with a MathML formula, the worked example its pure builder gives
 * in the visitor's currency, three to five questions and links to existing routes.
 */
import type { ComponentType } from 'react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@calc/singleton';
import { AppProviders, formatCurrency, formatPercent, type ExplanationExample } from '@calc/shared';
import { testCatalog } from '../../../../test-support/site-catalog';
import type { ExampleFormat } from '../example-format';
import CagrExplanation from '../../calculators/cagr/cagr-explanation';
import { cagrExample, CAGR_EXAMPLE_INPUTS } from '../../calculators/cagr/cagr-example';
import GratuityExplanation from '../../calculators/gratuity/gratuity-explanation';
import { gratuityExample, GRATUITY_EXAMPLE_INPUTS } from '../../calculators/gratuity/gratuity-example';
import InflationExplanation from '../../calculators/inflation/inflation-explanation';
import { inflationExample, INFLATION_EXAMPLE_INPUTS } from '../../calculators/inflation/inflation-example';
import LoanExplanation from '../../calculators/loan/loan-explanation';
import { loanExample, LOAN_EXAMPLE_INPUTS } from '../../calculators/loan/loan-example';
import LumpSumExplanation from '../../calculators/lump-sum/lump-sum-explanation';
import { lumpSumExample, LUMP_SUM_EXAMPLE_INPUTS } from '../../calculators/lump-sum/lump-sum-example';
import RetirementExplanation from '../../calculators/retirement/retirement-explanation';
import { retirementExample, RETIREMENT_EXAMPLE_INPUTS } from '../../calculators/retirement/retirement-example';
import SalaryExplanation from '../../calculators/salary/salary-explanation';
import { salaryExample, SALARY_EXAMPLE_INPUTS } from '../../calculators/salary/salary-example';
import SipExplanation from '../../calculators/sip/sip-explanation';
import { sipExample, SIP_EXAMPLE_INPUTS } from '../../calculators/sip/sip-example';
import SwpExplanation from '../../calculators/swp/swp-explanation';
import { swpExample, SWP_EXAMPLE_INPUTS } from '../../calculators/swp/swp-example';

const MATHML = 'http://www.w3.org/1998/Math/MathML';

const CASES: Array<[string, ComponentType, (f: ExampleFormat) => ExplanationExample]> = [
  ['sip', SipExplanation, (f) => sipExample(SIP_EXAMPLE_INPUTS, f)],
  ['swp', SwpExplanation, (f) => swpExample(SWP_EXAMPLE_INPUTS, f)],
  ['lump-sum', LumpSumExplanation, (f) => lumpSumExample(LUMP_SUM_EXAMPLE_INPUTS, f)],
  ['loan', LoanExplanation, (f) => loanExample(LOAN_EXAMPLE_INPUTS, f)],
  ['cagr', CagrExplanation, (f) => cagrExample(CAGR_EXAMPLE_INPUTS, f)],
  ['gratuity', GratuityExplanation, (f) => gratuityExample(GRATUITY_EXAMPLE_INPUTS, f)],
  ['inflation', InflationExplanation, (f) => inflationExample(INFLATION_EXAMPLE_INPUTS, f)],
  ['salary', SalaryExplanation, (f) => salaryExample(SALARY_EXAMPLE_INPUTS, f)],
  ['retirement', RetirementExplanation, (f) => retirementExample(RETIREMENT_EXAMPLE_INPUTS, f)],
];

const catalog = testCatalog();

const formatIn = (currency: string): ExampleFormat => ({
  money: (amount) => formatCurrency(amount, currency),
  percent: formatPercent,
});

function renderExplanation(Explanation: ComponentType) {
  return render(
    <MemoryRouter>
      <AppProviders catalog={catalog}>
        <Explanation />
      </AppProviders>
    </MemoryRouter>,
  );
}

const rowTexts = (example: ExplanationExample) => example.rows.map((row) => `${row.label}${row.value}`);

beforeEach(() => window.localStorage.clear());

describe.each(CASES)('%s explanation', (name, Explanation, build) => {
  it('has the "How it is calculated" section with a block MathML formula', () => {
    const { container } = renderExplanation(Explanation);
    expect(screen.getByRole('region', { name: 'How it is calculated' })).toBeInTheDocument();
    const math = container.querySelector('math[display="block"]');
    expect(math?.namespaceURI).toBe(MATHML);
    expect(screen.getByRole('region', { name: 'What the symbols mean' }).querySelectorAll('li').length).toBeGreaterThanOrEqual(3);
    expect(
      screen.getByRole('region', { name: 'Conventions this calculator uses' }).querySelectorAll('li').length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('shows the worked example its builder computes, in the visitor’s currency', () => {
    renderExplanation(Explanation);
    const example = within(screen.getByRole('region', { name: 'Worked example' }));
    expect(example.getAllByRole('listitem').map((item) => item.textContent)).toEqual(rowTexts(build(formatIn('USD'))));
  });

  it('follows the selected currency', () => {
    window.localStorage.setItem('selectedCurrency', 'INR');
    renderExplanation(Explanation);
    const example = within(screen.getByRole('region', { name: 'Worked example' }));
    expect(example.getAllByRole('listitem').map((item) => item.textContent)).toEqual(rowTexts(build(formatIn('INR'))));
  });

  it('asks three to five questions, each in a <details>', () => {
    const { container } = renderExplanation(Explanation);
    const questions = container.querySelectorAll('details > summary');
    expect(questions.length).toBeGreaterThanOrEqual(3);
    expect(questions.length).toBeLessThanOrEqual(5);
  });

  it('links related calculators that exist, never itself', () => {
    renderExplanation(Explanation);
    const links = within(screen.getByRole('navigation', { name: 'Related calculators' })).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) {
      const route = catalog.pages.find((page) => `/${page.path}` === link.getAttribute('href'));
      expect(route?.category).toBe('Finance');
      expect(link).toHaveTextContent(route!.title);
      expect(route!.path).not.toBe(`${name}-calculator`);
    }
  });
});

it('relates the calculators the issue names: SIP, lump sum and SWP to one another, loan and inflation, retirement and SIP', () => {
  const hrefs = (Explanation: ComponentType) => {
    const { unmount } = renderExplanation(Explanation);
    const result = within(screen.getByRole('navigation', { name: 'Related calculators' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    unmount();
    return result;
  };
  expect(hrefs(SipExplanation)).toEqual(expect.arrayContaining(['/lump-sum-calculator', '/swp-calculator']));
  expect(hrefs(LumpSumExplanation)).toEqual(expect.arrayContaining(['/sip-calculator', '/swp-calculator']));
  expect(hrefs(SwpExplanation)).toEqual(expect.arrayContaining(['/sip-calculator', '/lump-sum-calculator']));
  expect(hrefs(LoanExplanation)).toContain('/inflation-calculator');
  expect(hrefs(InflationExplanation)).toContain('/loan-calculator');
  expect(hrefs(RetirementExplanation)).toContain('/sip-calculator');
  expect(hrefs(SipExplanation)).toContain('/retirement-calculator');
});
