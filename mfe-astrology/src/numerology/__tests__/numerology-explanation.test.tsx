import { render, screen, within } from '@testing-library/react';
import { renderApp } from '../../../../test-support/render-app';
import { calculateNumerology } from '../numerology';
import NumerologyExplanation, { numerologyExample, NUMEROLOGY_EXAMPLE_INPUTS } from '../numerology-explanation';

const rowValue = (example: ReturnType<typeof numerologyExample>, label: string | RegExp) => {
  const row = example.rows.find((item) => (typeof label === 'string' ? item.label === label : label.test(item.label)));
  if (!row) throw new Error(`no row ${label}`);
  return row.value;
};
/** The number a row ends with: '49 → 4' gives 4, '11' gives 11. */
const finalNumber = (value: string) => Number(value.split('→').pop()!.trim());

describe('numerology worked example', () => {
  const example = numerologyExample(NUMEROLOGY_EXAMPLE_INPUTS);
  const result = calculateNumerology(NUMEROLOGY_EXAMPLE_INPUTS.fullName, NUMEROLOGY_EXAMPLE_INPUTS.birthDate);

  it('ends every number row with calculateNumerology’s number', () => {
    expect(finalNumber(rowValue(example, 'Expression: all letters'))).toBe(result.expressionNumber);
    expect(finalNumber(rowValue(example, /^Soul Urge/))).toBe(result.soulUrgeNumber);
    expect(finalNumber(rowValue(example, 'Personality: the consonants'))).toBe(result.personalityNumber);
    expect(finalNumber(rowValue(example, 'Life Path: the three added, then reduced'))).toBe(result.lifePathNumber);
    expect(finalNumber(rowValue(example, 'Birthday: the day, reduced'))).toBe(result.birthdayNumber);
  });

  it('shows the steps the rules take: Y as a consonant, the parts of the date reduced first, 11 kept', () => {
    expect(rowValue(example, 'Letter values')).toBe('M 4 · A 1 · R 9 · Y 7 · T 2 · A 1 · Y 7 · L 3 · O 6 · R 9');
    expect(example.rows.find((row) => row.label.startsWith('Soul Urge'))!.label).toBe('Soul Urge: the vowels A, A, O');
    expect(rowValue(example, 'Day 29, month 11, year 1990, each reduced')).toBe('11, 11, 1');
    expect(rowValue(example, 'Birthday: the day, reduced')).toBe('29 → 11');
    expect(example.description).toBe('The name “Mary Taylor”, born on 29 November 1990.');
  });

  it('changes when the inputs change, and still agrees with calculateNumerology', () => {
    const inputs = { fullName: 'Ada Lovelace', birthDate: '1815-12-10' };
    const other = numerologyExample(inputs);
    const otherResult = calculateNumerology(inputs.fullName, inputs.birthDate);
    expect(other.rows.map((row) => row.value)).not.toEqual(example.rows.map((row) => row.value));
    expect(finalNumber(rowValue(other, 'Life Path: the three added, then reduced'))).toBe(otherResult.lifePathNumber);
    expect(finalNumber(rowValue(other, 'Expression: all letters'))).toBe(otherResult.expressionNumber);
    expect(other.description).toBe('The name “Ada Lovelace”, born on 10 December 1815.');
    expect(numerologyExample({ fullName: 'Ada', birthDate: '2000-01-05' }).description).toBe(
      'The name “Ada”, born on 5 January 2000.',
    );
  });
});

describe('NumerologyExplanation', () => {
  const renderIt = () => renderApp(<NumerologyExplanation />);

  it('renders the section: MathML formula, the computed example, questions and a related link', () => {
    const { container } = renderIt();
    expect(screen.getByRole('region', { name: 'How it is calculated' })).toBeInTheDocument();
    expect(container.querySelector('math[display="block"]')?.namespaceURI).toBe('http://www.w3.org/1998/Math/MathML');
    const rows = within(screen.getByRole('region', { name: 'Worked example' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(
      numerologyExample(NUMEROLOGY_EXAMPLE_INPUTS).rows.map((row) => `${row.label}${row.value}`),
    );
    const questions = container.querySelectorAll('details > summary');
    expect(questions.length).toBeGreaterThanOrEqual(3);
    expect(questions.length).toBeLessThanOrEqual(5);
    expect(
      within(screen.getByRole('navigation', { name: 'Related calculators' })).getByRole('link', { name: 'Dashboard' }),
    ).toHaveAttribute('href', '/');
  });

  it('states the conventions: Y a consonant, parts reduced before adding, master numbers kept', () => {
    renderIt();
    const conventions = screen.getByRole('region', { name: 'Conventions this calculator uses' }).textContent!;
    expect(conventions).toMatch(/Y is always a consonant/);
    expect(conventions).toMatch(/each reduced before they are added/);
    expect(conventions).toMatch(/11, 22 and 33 are kept/);
  });
});

describe('NumerologyExplanation when it cannot render', () => {
  it('shows nothing, and throws nothing, when the library has no ExplanationSection', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      jest.isolateModules(() => {
        jest.doMock('@calc/shared', () => ({ ExplanationSection: undefined }));
        // jest.isolateModules needs the module loaded synchronously, after the mock.
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { default: Isolated } = require('../numerology-explanation') as typeof import('../numerology-explanation');
        const { container } = render(
          <div>
            <p>The calculator</p>
            <Isolated />
          </div>,
        );
        expect(container).toHaveTextContent(/^The calculator$/);
      });
      expect(warn).toHaveBeenCalledWith('The numerology explanation could not be shown.', expect.anything(), expect.anything());
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });
});
