import { render, screen } from '@testing-library/react';
import { NorthIndianChart, NORTH_UNKNOWN_TIME_CAPTION } from '../north-indian-chart';
import { body, TAURUS_CHART } from './chart-fixtures';

const houseGroup = (container: HTMLElement, house: number) => container.querySelector(`[data-house="${house}"]`)!;
const signNumber = (container: HTMLElement, house: number) => houseGroup(container, house).querySelector('.sign-number')!;
const labelsIn = (container: HTMLElement, house: number) =>
  [...houseGroup(container, house).querySelectorAll('.body-label')].map((text) => text.textContent);
const xy = (element: Element) => [Number(element.getAttribute('x')), Number(element.getAttribute('y'))];

describe('NorthIndianChart', () => {
  it('numbers the houses by sign from the ascendant: Taurus rising puts 2 in house 1 and 5 in house 4', () => {
    const { container } = render(<NorthIndianChart title="Rasi chart" ascendantSign={1} bodies={TAURUS_CHART} />);
    expect(signNumber(container, 1)).toHaveTextContent('2');
    expect(signNumber(container, 4)).toHaveTextContent('5');
    expect(signNumber(container, 12)).toHaveTextContent('1'); // Aries, the twelfth from Taurus
    const numbers = Array.from({ length: 12 }, (_, i) => signNumber(container, i + 1).textContent);
    expect(numbers).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '1']);
  });

  it('draws house 1 at the top centre and the houses counter-clockwise', () => {
    const { container } = render(<NorthIndianChart title="Rasi chart" ascendantSign={1} bodies={[]} />);
    const [x1, y1] = xy(signNumber(container, 1));
    const [x2, y2] = xy(signNumber(container, 2));
    const [x4, y4] = xy(signNumber(container, 4));
    const [x7, y7] = xy(signNumber(container, 7));
    const [x10, y10] = xy(signNumber(container, 10));
    const [x12] = xy(signNumber(container, 12));
    expect(x1).toBeCloseTo(204); // centred
    expect(y1).toBeLessThan(204); // above the centre
    expect(x2).toBeLessThan(x1); // house 2 to the left of house 1 …
    expect(y2).toBeLessThan(y4); // … and above house 4, on the left
    expect(x4).toBeLessThan(204);
    expect(y7).toBeGreaterThan(204); // house 7 below
    expect(x7).toBeCloseTo(204);
    expect(x10).toBeGreaterThan(204); // house 10 on the right
    expect(y10).toBeCloseTo(y4);
    expect(x12).toBeGreaterThan(x1); // house 12 top right
  });

  it('writes each body in its whole-sign house with its degree, ℞ for retrograde, and the ascendant in house 1', () => {
    const { container } = render(<NorthIndianChart title="Rasi chart" ascendantSign={1} bodies={TAURUS_CHART} />);
    expect(labelsIn(container, 1)).toEqual(['Asc']);
    expect(labelsIn(container, 3)).toEqual(['Su 27°', 'Mo 3°', 'Sa 20°℞']); // Cancer is the third from Taurus
    expect(labelsIn(container, 6)).toEqual(['Ma 20°']); // Libra
    expect(labelsIn(container, 11)).toEqual(['Ra 3°℞']); // Pisces
    expect(labelsIn(container, 2)).toEqual([]);
    expect(houseGroup(container, 1).querySelector('.body-label')).toHaveClass('chart-accent');
    expect(container.querySelectorAll('.chart-highlight')).toHaveLength(1);
  });

  it('uses a body with abbr As as the ascendant instead of adding Asc', () => {
    const { container } = render(
      <NorthIndianChart title="Rasi chart" ascendantSign={1} bodies={[body('As', 'Ascendant', 42.5), ...TAURUS_CHART]} />,
    );
    expect(labelsIn(container, 1)).toEqual(['As 12°']);
  });

  it('is an image named by its title and described house by house', () => {
    render(<NorthIndianChart title="Rasi chart (D1)" ascendantSign={1} bodies={TAURUS_CHART} />);
    const chart = screen.getByRole('img', { name: 'Rasi chart (D1)' });
    expect(chart).toHaveAccessibleDescription(
      'Ascendant Taurus. House 1, Taurus: Ascendant. House 3, Cancer: Sun 27°, Moon 3°, Saturn 20° retrograde. ' +
        'House 6, Libra: Mars 20°. House 11, Pisces: Rahu 3° retrograde.',
    );
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart).toHaveAttribute('viewBox');
  });

  it('can be decorative: hidden from assistive technology, with no title or description', () => {
    const { container } = render(<NorthIndianChart title="Rasi chart" ascendantSign={1} bodies={TAURUS_CHART} decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg.querySelector('title, desc')).toBeNull();
  });

  it('without a birth time counts the houses from Aries and says so', () => {
    const { container } = render(<NorthIndianChart title="Rasi chart" ascendantSign={null} bodies={TAURUS_CHART} />);
    expect(signNumber(container, 1)).toHaveTextContent('1');
    expect(labelsIn(container, 1)).toEqual([]); // no ascendant mark, and house 1 not shaded as the ascendant's
    expect(container.querySelector('.chart-highlight')).toBeNull();
    expect(labelsIn(container, 4)).toEqual(['Su 27°', 'Mo 3°', 'Sa 20°℞']); // Cancer, fourth from Aries
    expect(screen.getByText(NORTH_UNKNOWN_TIME_CAPTION)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rasi chart' })).toHaveAccessibleDescription(
      /^Birth time unknown: houses counted from Aries\./,
    );
  });

  it('keeps nine bodies in one house, every label drawn at 11 px or more when the chart is 320 px wide', () => {
    const crowd = ['Su', 'Mo', 'Ma', 'Me', 'Ju', 'Ve', 'Sa', 'Ra', 'Ur'].map((abbr, i) =>
      body(abbr, abbr, 62 + i * 2.5, i % 2 === 1),
    );
    const { container } = render(<NorthIndianChart title="Rasi chart" ascendantSign={0} bodies={crowd} />);
    const labels = houseGroup(container, 3).querySelectorAll('.body-label'); // Gemini, house 3: a small triangle
    expect(labels).toHaveLength(9);
    const viewWidth = Number(container.querySelector('svg')!.getAttribute('viewBox')!.split(' ')[2]);
    for (const label of labels)
      expect((Number(label.getAttribute('font-size')) * 320) / viewWidth).toBeGreaterThanOrEqual(11 - 0.01);
    // Too many for their degrees in that triangle: the abbreviations (with ℞) remain, in order.
    expect([...labels].map((label) => label.textContent)).toEqual(['Su', 'Mo℞', 'Ma', 'Me℞', 'Ju', 'Ve℞', 'Sa', 'Ra℞', 'Ur']);
  });

  it('colours only through the design system’s variables and currentColor', () => {
    const { container } = render(<NorthIndianChart title="Rasi chart" ascendantSign={1} bodies={TAURUS_CHART} />);
    for (const element of container.querySelectorAll('[fill], [stroke]')) {
      for (const attribute of ['fill', 'stroke']) {
        const value = element.getAttribute(attribute);
        if (value !== null) expect(value).toMatch(/^(none|currentColor|var\(--[a-z0-9-]+\))$/);
      }
    }
  });
});
