/*
 * The checks every calculator explanation passes (a calculator's own explanation test calls describeExplanation):
 * the shared section with a MathML formula, the worked example its builder computes in the page's currency,
 * three to five questions and links to related calculators that exist.
 */
import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import { formatCurrency, formatPercent, type CurrencyCode, type ExplanationExample } from '@calc/shared';
import { renderApp } from './render-app';
import { testCatalog } from './site-catalog';

const MATHML = 'http://www.w3.org/1998/Math/MathML';

interface ExampleFormat {
  money: (amount: number) => string;
  percent: (value: number) => string;
}

export interface ExplanationCase {
  /** The page's path ('fd-calculator'), which its related links must not repeat. */
  path: string;
  Explanation: ComponentType;
  /** The worked example as its builder makes it with a given format. */
  build: (format: ExampleFormat) => ExplanationExample;
  /** The currency the page's amounts are fixed in (PPF: INR), whatever the header's; absent: the header's. */
  fixedCurrency?: CurrencyCode;
}

const formatIn = (currency: string): ExampleFormat => ({
  money: (amount) => formatCurrency(amount, currency),
  percent: formatPercent,
});
const rowTexts = (example: ExplanationExample) => example.rows.map((row) => `${row.label}${row.value}`);

export function describeExplanation({ path, Explanation, build, fixedCurrency }: ExplanationCase) {
  const catalog = testCatalog();
  const renderIt = () => renderApp(<Explanation />, { catalog });
  const exampleTexts = () =>
    within(screen.getByRole('region', { name: 'Worked example' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  describe(`the explanation of ${path}`, () => {
    beforeEach(() => window.localStorage.clear());

    it('has the "How it is calculated" section with a block MathML formula, symbols and conventions', () => {
      const { container } = renderIt();
      expect(screen.getByRole('region', { name: 'How it is calculated' })).toBeInTheDocument();
      expect(container.querySelector('math[display="block"]')?.namespaceURI).toBe(MATHML);
      expect(screen.getByRole('region', { name: 'What the symbols mean' }).querySelectorAll('li').length).toBeGreaterThanOrEqual(
        3,
      );
      expect(
        screen.getByRole('region', { name: 'Conventions this calculator uses' }).querySelectorAll('li').length,
      ).toBeGreaterThanOrEqual(3);
    });

    it(`shows the worked example its builder computes, in ${fixedCurrency ?? 'the visitor’s currency'}`, () => {
      window.localStorage.setItem('selectedCurrency', 'USD');
      const { unmount } = renderIt();
      expect(exampleTexts()).toEqual(rowTexts(build(formatIn(fixedCurrency ?? 'USD'))));
      unmount();
      window.localStorage.setItem('selectedCurrency', 'EUR');
      renderIt();
      expect(exampleTexts()).toEqual(rowTexts(build(formatIn(fixedCurrency ?? 'EUR'))));
    });

    it('asks three to five questions, each in a <details>', () => {
      const { container } = renderIt();
      const questions = container.querySelectorAll('details > summary');
      expect(questions.length).toBeGreaterThanOrEqual(3);
      expect(questions.length).toBeLessThanOrEqual(5);
    });

    it('links related finance calculators that exist, never itself', () => {
      renderIt();
      const links = within(screen.getByRole('navigation', { name: 'Related calculators' })).getAllByRole('link');
      expect(links.length).toBeGreaterThanOrEqual(2);
      for (const link of links) {
        const page = catalog.pages.find((candidate) => `/${candidate.path}` === link.getAttribute('href'));
        expect(page?.category).toBe('Finance');
        expect(link).toHaveTextContent(page!.title);
        expect(page!.path).not.toBe(path);
      }
    });
  });
}
