/*
 * Each calculator of the registry (test-support/page-folders.ts: a new one needs no line here) explains itself:
 * the shared section with a MathML formula, the worked example its pure builder gives in the visitor's currency
 * (or the calculator's fixed one), three to five questions and links to existing routes.
 */
import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import { formatCurrency, formatPercent, type ExplanationExample } from '@calc/shared';
import { renderApp } from '../../../../test-support/render-app';
import { testCatalog } from '../../../../test-support/site-catalog';
import {
  CALCULATOR_FOLDERS,
  explanationOf,
  fixedCurrencyOf,
  workedExample,
  type PageFolder,
} from '../../../../test-support/page-folders';
import type { ExampleFormat } from '../example-format';
import registry from '../../registry';

const MATHML = 'http://www.w3.org/1998/Math/MathML';

/** Every calculator of this remote's registry: a new one is tested here without a line added. */
const CALCULATORS = CALCULATOR_FOLDERS.filter((page) => page.remote === registry.name);
const CASES: Array<[string, PageFolder]> = CALCULATORS.map((page) => [page.folder, page]);

const explanationIn = (folder: string): ComponentType => explanationOf(CALCULATORS.find((page) => page.folder === folder)!);

const catalog = testCatalog();

const formatIn = (currency: string): ExampleFormat => ({
  money: (amount) => formatCurrency(amount, currency),
  percent: formatPercent,
});

const renderExplanation = (Explanation: ComponentType) => renderApp(<Explanation />, { catalog });

const rowTexts = (example: ExplanationExample) => example.rows.map((row) => `${row.label}${row.value}`);

beforeEach(() => window.localStorage.clear());

it('finds every calculator of the registry', () => {
  expect(CALCULATORS.map((page) => page.folder)).toEqual(
    Object.entries(registry.pages)
      .filter(([, facts]) => facts.category)
      .map(([folder]) => folder),
  );
});

describe.each(CASES)('%s explanation', (_folder, page) => {
  // Loaded in each test, so a calculator without its explanation or example fails its own tests, not the file.
  let Explanation: ComponentType;
  let build: (format: ExampleFormat) => ExplanationExample;
  // A calculator of Indian rules shows its amounts in rupees whatever the visitor picked.
  let fixed: string | undefined;
  beforeEach(() => {
    Explanation = explanationOf(page);
    build = workedExample(page);
    fixed = fixedCurrencyOf(page);
  });

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
    expect(example.getAllByRole('listitem').map((item) => item.textContent)).toEqual(rowTexts(build(formatIn(fixed ?? 'USD'))));
  });

  it('follows the selected currency', () => {
    window.localStorage.setItem('selectedCurrency', 'INR');
    renderExplanation(Explanation);
    const example = within(screen.getByRole('region', { name: 'Worked example' }));
    expect(example.getAllByRole('listitem').map((item) => item.textContent)).toEqual(rowTexts(build(formatIn(fixed ?? 'INR'))));
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
      expect(route!.path).not.toBe(page.facts.path);
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
  expect(hrefs(explanationIn('calculators/sip'))).toEqual(expect.arrayContaining(['/lump-sum-calculator', '/swp-calculator']));
  expect(hrefs(explanationIn('calculators/lump-sum'))).toEqual(expect.arrayContaining(['/sip-calculator', '/swp-calculator']));
  expect(hrefs(explanationIn('calculators/swp'))).toEqual(expect.arrayContaining(['/sip-calculator', '/lump-sum-calculator']));
  expect(hrefs(explanationIn('calculators/loan'))).toContain('/inflation-calculator');
  expect(hrefs(explanationIn('calculators/inflation'))).toContain('/loan-calculator');
  expect(hrefs(explanationIn('calculators/retirement'))).toContain('/sip-calculator');
  expect(hrefs(explanationIn('calculators/sip'))).toContain('/retirement-calculator');
});
