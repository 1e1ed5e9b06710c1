import { render, screen } from '@testing-library/react';
import { WesternWheel, BODY_LABEL_SEPARATION } from '../western-wheel';
import { body, TAURUS_CHART } from './chart-fixtures';

const CENTRE = 210;
const xy = (element: Element) => [Number(element.getAttribute('x')), Number(element.getAttribute('y'))];
const CUSPS = [42.5, 68, 95, 126, 160, 195, 222.5, 248, 275, 306, 340, 15];

describe('WesternWheel', () => {
  it('puts the ascendant on the left and the midheaven above, marked AC and MC', () => {
    const { container } = render(
      <WesternWheel title="Natal wheel" cusps={CUSPS} ascendant={42.5} midheaven={306} bodies={TAURUS_CHART} />,
    );
    const [acX, acY] = xy(container.querySelector('[data-angle-mark="ac"] text')!);
    expect(container.querySelector('[data-angle-mark="ac"] text')).toHaveTextContent('AC');
    expect(acX).toBeLessThan(CENTRE - 150);
    expect(Math.abs(acY - CENTRE)).toBeLessThan(10);
    const [mcX, mcY] = xy(container.querySelector('[data-angle-mark="mc"] text')!);
    expect(container.querySelector('[data-angle-mark="mc"] text')).toHaveTextContent('MC');
    expect(mcY).toBeLessThan(CENTRE - 150);
    expect(mcX).toBeGreaterThan(CENTRE); // 306° is 263.5° after the ascendant: just right of the top
  });

  it('runs the zodiac counter-clockwise: the sign after the ascendant’s is below it', () => {
    const { container } = render(<WesternWheel title="Natal wheel" cusps={CUSPS} ascendant={42.5} midheaven={306} bodies={[]} />);
    const [taurusX, taurusY] = xy(container.querySelector('[data-sign="2"]')!); // the ascendant's sign, at 9 o'clock
    const [geminiX, geminiY] = xy(container.querySelector('[data-sign="3"]')!);
    const [scorpioX] = xy(container.querySelector('[data-sign="8"]')!);
    expect(taurusX).toBeLessThan(CENTRE - 100);
    expect(geminiY).toBeGreaterThan(taurusY); // further on in the zodiac: lower, on the left
    expect(geminiX).toBeGreaterThan(taurusX);
    expect(scorpioX).toBeGreaterThan(CENTRE + 100); // opposite, on the right
    expect(container.querySelector('[data-sign="1"]')!.textContent).toBe('♈\uFE0E');
  });

  it('draws the twelve cusps with house numbers, house 1 just below the ascendant', () => {
    const { container } = render(<WesternWheel title="Natal wheel" cusps={CUSPS} ascendant={42.5} midheaven={306} bodies={[]} />);
    expect(container.querySelectorAll('[data-cusp]')).toHaveLength(12);
    const [x1, y1] = xy(container.querySelector('[data-house="1"]')!);
    expect(x1).toBeLessThan(CENTRE);
    expect(y1).toBeGreaterThan(CENTRE);
    const [, y10] = xy(container.querySelector('[data-house="10"]')!);
    expect(y10).toBeLessThan(CENTRE);
  });

  it('places a body at its longitude: the Sun in Cancer, below, in house 3', () => {
    render(<WesternWheel title="Natal wheel" cusps={CUSPS} ascendant={42.5} midheaven={306} bodies={TAURUS_CHART} />);
    const wheel = screen.getByRole('img', { name: 'Natal wheel' });
    const sun = wheel.querySelector('[data-body="Su"]')!;
    expect(Number(sun.getAttribute('data-true-angle'))).toBeCloseTo(180 + (117.4 - 42.5));
    const [sunX, sunY] = xy(sun.querySelector('.body-abbr')!);
    expect(sunY).toBeGreaterThan(CENTRE);
    expect(sunX).toBeLessThan(CENTRE);
    expect(sun.querySelector('.body-degree')).toHaveTextContent('27°');
    expect(wheel.querySelector('[data-body="Sa"] .body-retrograde')).toHaveTextContent('℞');
    expect(sun.querySelector('.body-retrograde')).toBeNull();
    expect(wheel).toHaveAccessibleDescription(/^Ascendant Taurus 12°, Midheaven Aquarius 6°\. Sun Cancer 27°, house 3\./);
    expect(wheel).toHaveAccessibleDescription(/Saturn Cancer 20° retrograde, house 3\./);
  });

  it('spreads crowded labels at least the minimum apart, in zodiac order, each with a tick to its true place', () => {
    const crowd = ['Su', 'Mo', 'Ma', 'Me', 'Ju'].map((abbr, i) => body(abbr, abbr, 100 + i));
    const { container } = render(<WesternWheel title="W" cusps={null} ascendant={null} midheaven={null} bodies={crowd} />);
    const groups = [...container.querySelectorAll('[data-body]')];
    const labelAngles = groups.map((group) => Number(group.getAttribute('data-label-angle')));
    for (let i = 1; i < labelAngles.length; i++) {
      expect(labelAngles[i] - labelAngles[i - 1]).toBeGreaterThanOrEqual(BODY_LABEL_SEPARATION - 0.01);
    }
    expect(BODY_LABEL_SEPARATION).toBeGreaterThanOrEqual(8);
    // The ticks start on the ring at the true longitudes (one degree apart).
    const tickStarts = groups.map((group) => group.querySelector('polyline')!.getAttribute('points')!.split(' ')[0]);
    expect(new Set(tickStarts).size).toBe(5);
    const trueAngles = groups.map((group) => Number(group.getAttribute('data-true-angle')));
    expect(trueAngles).toEqual([280, 281, 282, 283, 284]);
  });

  it('without cusps puts Aries at 9 o’clock and draws no houses', () => {
    const { container } = render(
      <WesternWheel title="W" cusps={null} ascendant={null} midheaven={null} bodies={TAURUS_CHART} signLabels="abbr" />,
    );
    const [ariesX, ariesY] = xy(container.querySelector('[data-sign="1"]')!);
    expect(ariesX).toBeLessThan(CENTRE - 100);
    expect(ariesY).toBeGreaterThan(CENTRE); // 15° Aries: just below 9 o'clock
    expect(container.querySelector('[data-sign="1"]')).toHaveTextContent('Ari');
    const [, capricornY] = xy(container.querySelector('[data-sign="10"]')!);
    expect(capricornY).toBeLessThan(CENTRE - 100); // 270° later: the top
    expect(container.querySelector('[data-cusp], [data-house], [data-angle-mark]')).toBeNull();
    expect(screen.getByRole('img', { name: 'W' })).toHaveAccessibleDescription(
      /^Birth time unknown: no houses\. Sun Cancer 27°\./,
    );
  });

  it('leaves out a body standing for the ascendant when AC marks it', () => {
    const { container } = render(
      <WesternWheel
        title="W"
        cusps={CUSPS}
        ascendant={42.5}
        midheaven={306}
        bodies={[body('As', 'Ascendant', 42.5), ...TAURUS_CHART]}
      />,
    );
    expect(container.querySelector('[data-body="As"]')).toBeNull();
    expect(container.querySelectorAll('[data-body]')).toHaveLength(TAURUS_CHART.length);
  });

  it('can be decorative', () => {
    const { container } = render(
      <WesternWheel title="W" cusps={null} ascendant={null} midheaven={null} bodies={[]} decorative />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
