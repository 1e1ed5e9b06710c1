import { render, screen } from '@testing-library/react';
import { SouthIndianChart } from '../south-indian-chart';
import { SOUTH_SIGN_CELLS } from '../south-indian-geometry';
import { body, TAURUS_CHART } from './chart-fixtures';

const signBox = (container: HTMLElement, sign: number) => container.querySelector(`[data-sign="${sign + 1}"]`)!;
const labelsIn = (container: HTMLElement, sign: number) =>
  [...signBox(container, sign).querySelectorAll('.body-label')].map((text) => text.textContent);
/** The grid cell (column, row) a sign's name is drawn in: 100 units a cell, 4 from the edge. */
const cellOf = (container: HTMLElement, sign: number) => {
  const name = signBox(container, sign).querySelector('.sign-name')!;
  return [Math.floor((Number(name.getAttribute('x')) - 4 - 1) / 100), Math.floor((Number(name.getAttribute('y')) - 4) / 100)];
};

describe('SouthIndianChart', () => {
  it('fixes the signs round the square: Pisces top-left, Aries next, Gemini top-right, Virgo bottom-right', () => {
    expect(SOUTH_SIGN_CELLS.map(([col, row]) => `${col},${row}`)).toEqual([
      '1,0', '2,0', '3,0', '3,1', '3,2', '3,3', '2,3', '1,3', '0,3', '0,2', '0,1', '0,0',
    ]); // prettier-ignore
    const { container } = render(<SouthIndianChart title="Rasi chart" ascendantSign={1} bodies={[]} />);
    expect(cellOf(container, 11)).toEqual([0, 0]); // Pisces
    expect(cellOf(container, 0)).toEqual([1, 0]); // Aries
    expect(cellOf(container, 2)).toEqual([3, 0]); // Gemini
    expect(cellOf(container, 3)).toEqual([3, 1]); // Cancer, down the right side
    expect(cellOf(container, 5)).toEqual([3, 3]); // Virgo
    expect(cellOf(container, 8)).toEqual([0, 3]); // Sagittarius
    expect(cellOf(container, 10)).toEqual([0, 1]); // Aquarius, up the left side
    expect(signBox(container, 0).querySelector('.sign-name')).toHaveTextContent('Ari');
  });

  it('puts each body in its sign’s box: the Sun in Cancer', () => {
    const { container } = render(<SouthIndianChart title="Rasi chart" ascendantSign={1} bodies={TAURUS_CHART} />);
    expect(labelsIn(container, 3)).toEqual(['Su 27°', 'Mo 3°', 'Sa 20°℞']);
    expect(labelsIn(container, 6)).toEqual(['Ma 20°']);
    expect(labelsIn(container, 11)).toEqual(['Ra 3°℞']);
    expect(labelsIn(container, 0)).toEqual([]);
    expect(signBox(container, 3)).toHaveAttribute('data-house', '3');
  });

  it('marks the ascendant’s box with a diagonal and Asc, and only that box', () => {
    const { container } = render(<SouthIndianChart title="Rasi chart" ascendantSign={1} bodies={TAURUS_CHART} />);
    expect(container.querySelectorAll('.asc-diagonal')).toHaveLength(1);
    expect(signBox(container, 1).querySelector('.asc-diagonal')).not.toBeNull();
    expect(signBox(container, 1)).toHaveAttribute('data-ascendant', 'true');
    expect(labelsIn(container, 1)).toEqual(['Asc']);
  });

  it('marks nothing without a birth time', () => {
    const { container } = render(<SouthIndianChart title="Rasi chart" ascendantSign={null} bodies={TAURUS_CHART} />);
    expect(container.querySelector('.asc-diagonal')).toBeNull();
    expect(container.querySelector('[data-ascendant]')).toBeNull();
    expect(labelsIn(container, 3)).toEqual(['Su 27°', 'Mo 3°', 'Sa 20°℞']);
    expect(screen.getByRole('img', { name: 'Rasi chart' })).toHaveAccessibleDescription(
      'Ascendant unknown. Cancer: Sun 27°, Moon 3°, Saturn 20° retrograde. Libra: Mars 20°. Pisces: Rahu 3° retrograde.',
    );
  });

  it('writes the title in the centre, wrapped, and names the image by it', () => {
    const title = 'Rasi chart (D1), Lahiri ayanamsa, whole-sign houses';
    const { container } = render(<SouthIndianChart title={title} ascendantSign={1} bodies={TAURUS_CHART} />);
    const lines = [...container.querySelectorAll('.chart-title text')];
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.map((line) => line.textContent).join(' ')).toBe(title);
    for (const line of lines) {
      expect(Number(line.getAttribute('y'))).toBeGreaterThan(104);
      expect(Number(line.getAttribute('y'))).toBeLessThan(304);
    }
    expect(screen.getByRole('img', { name: title })).toHaveAccessibleDescription(
      'Ascendant Taurus. Taurus, house 1: Ascendant. Cancer, house 3: Sun 27°, Moon 3°, Saturn 20° retrograde. ' +
        'Libra, house 6: Mars 20°. Pisces, house 11: Rahu 3° retrograde.',
    );
  });

  it('keeps nine bodies in one box at 11 px or more at 320 px', () => {
    const crowd = ['Su', 'Mo', 'Ma', 'Me', 'Ju', 'Ve', 'Sa', 'Ra', 'Ur'].map((abbr, i) =>
      body(abbr, abbr, 62 + i * 2.5, i % 2 === 1),
    );
    const { container } = render(<SouthIndianChart title="Rasi chart" ascendantSign={2} bodies={crowd} />);
    const labels = [...signBox(container, 2).querySelectorAll('.body-label')];
    // Gemini rising, ten labels in its box: the short form (no space, no degree sign) fits them.
    expect(labels.map((label) => label.textContent)).toEqual([
      'Asc',
      'Su2',
      'Mo4℞',
      'Ma7',
      'Me9℞',
      'Ju12',
      'Ve14℞',
      'Sa17',
      'Ra19℞',
      'Ur22',
    ]);
    for (const label of labels) expect((Number(label.getAttribute('font-size')) * 320) / 408).toBeGreaterThanOrEqual(11 - 0.01);
  });
});
