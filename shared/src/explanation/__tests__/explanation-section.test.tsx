import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../../test-support/render-app';
import { testCatalog } from '../../../../test-support/site-catalog';
import { HOME_PAGE } from '../../site/home-page';
import { EXPLANATION_TITLE, ExplanationSection, relatedPages, type ExplanationSectionProps } from '../explanation-section';

const catalog = testCatalog();

const props: ExplanationSectionProps = {
  intro: 'What the calculator does.',
  formula: (
    <math display="block">
      <mi>A</mi>
      <mo>=</mo>
      <mi>P</mi>
      <msup>
        <mrow>
          <mo>(</mo>
          <mn>1</mn>
          <mo>+</mo>
          <mi>r</mi>
          <mo>)</mo>
        </mrow>
        <mi>n</mi>
      </msup>
    </math>
  ),
  symbols: [
    {
      symbol: (
        <math>
          <mi>A</mi>
        </math>
      ),
      meaning: 'Maturity amount.',
    },
    {
      symbol: (
        <math>
          <mi>P</mi>
        </math>
      ),
      meaning: 'Amount invested.',
    },
  ],
  conventions: ['Compounded annually.', 'Before tax.'],
  example: {
    description: 'One hundred at ten percent for two years.',
    rows: [
      { label: 'Interest', value: '21.00' },
      { label: 'Maturity', value: '121.00', emphasis: true },
    ],
  },
  faqs: [
    { q: 'First question?', a: 'First answer.' },
    { q: 'Second question?', a: <p>Second answer.</p> },
  ],
  related: ['sip-calculator', 'no-such-route', 'loan-calculator'],
};

function renderSection(overrides: Partial<ExplanationSectionProps> = {}) {
  return renderApp(<ExplanationSection {...props} {...overrides} />, { catalog });
}

describe('ExplanationSection', () => {
  it('is a region named by its h2, "How it is calculated" unless given another title', () => {
    renderSection();
    const region = screen.getByRole('region', { name: EXPLANATION_TITLE });
    expect(within(region).getByRole('heading', { level: 2, name: EXPLANATION_TITLE })).toBeInTheDocument();
    expect(within(region).getByText('What the calculator does.')).toBeInTheDocument();
  });

  it('takes another title', () => {
    renderSection({ title: 'The maths' });
    expect(screen.getByRole('heading', { level: 2, name: 'The maths' })).toBeInTheDocument();
  });

  it('renders the formula as MathML in the MathML namespace', () => {
    const { container } = renderSection();
    const math = container.querySelector('math[display="block"]');
    expect(math).not.toBeNull();
    expect(math!.namespaceURI).toBe('http://www.w3.org/1998/Math/MathML');
    expect(math!.querySelector('msup')!.namespaceURI).toBe('http://www.w3.org/1998/Math/MathML');
  });

  it('lists every symbol with its meaning and every convention', () => {
    renderSection();
    const symbols = screen.getByRole('region', { name: 'What the symbols mean' });
    expect(within(symbols).getAllByRole('listitem')).toHaveLength(2);
    expect(within(symbols).getByText('Amount invested.')).toBeInTheDocument();
    const conventions = screen.getByRole('region', { name: 'Conventions this calculator uses' });
    expect(
      within(conventions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Compounded annually.', 'Before tax.']);
  });

  it('shows the worked example as given, row by row', () => {
    renderSection();
    const example = screen.getByRole('region', { name: 'Worked example' });
    expect(within(example).getByText('One hundred at ten percent for two years.')).toBeInTheDocument();
    expect(
      within(example)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Interest21.00', 'Maturity121.00']);
  });

  it('puts each question in a <details> whose <summary> opens it', async () => {
    const { container, user } = renderSection();
    const details = container.querySelectorAll('details');
    expect(details).toHaveLength(2);
    expect(details[0].querySelector('summary')).toHaveTextContent('First question?');
    expect(details[0]).not.toHaveAttribute('open');
    await user.click(screen.getByText('First question?'));
    expect(details[0]).toHaveAttribute('open');
    expect(within(details[1]).getByText('Second answer.')).toBeInTheDocument();
  });

  it('links the related routes by their titles, leaving out unknown paths', () => {
    renderSection();
    const nav = screen.getByRole('navigation', { name: 'Related calculators' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['SIP Calculator', 'Loan Calculator']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/sip-calculator', '/loan-calculator']);
  });

  it('has no related block when no path is known', () => {
    renderSection({ related: ['nowhere'] });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it("links '' to the home page, as Dashboard", () => {
    renderSection({ related: [''] });
    const link = within(screen.getByRole('navigation', { name: 'Related calculators' })).getByRole('link');
    expect(link).toHaveTextContent('Dashboard');
    expect(link).toHaveAttribute('href', '/');
  });

  it('relatedPages keeps the order given and leaves out paths not among the pages', () => {
    const loan = catalog.pages.find((page) => page.path === 'loan-calculator')!;
    expect(loan.title).toBe('Loan Calculator');
    expect(relatedPages([...catalog.pages, HOME_PAGE], ['loan-calculator', '', 'x'])).toEqual([loan, HOME_PAGE]);
    expect(relatedPages(catalog.pages, ['', 'x'])).toEqual([]);
    expect(relatedPages(catalog.pages, ['terms', 'sip-calculator']).map((page) => page.title)).toEqual([
      'Terms',
      'SIP Calculator',
    ]);
  });
});
