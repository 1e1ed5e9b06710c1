import { midLongitude, polarPoint, radialHalfExtent, stackInward, wheelAngle } from '../wheel-geometry';

describe('wheelAngle', () => {
  it('puts the ascendant at 180°, the left', () => {
    expect(wheelAngle(123.4, 123.4)).toBe(180);
    expect(wheelAngle(0, 0)).toBe(180);
  });

  it('runs the zodiac counter-clockwise from the ascendant: 90° later is the bottom, 270° later the top', () => {
    const asc = 40;
    expect(wheelAngle(asc + 90, asc)).toBe(270); // the IC side, below the horizon
    expect(wheelAngle(asc + 180, asc)).toBe(0); // the descendant, on the right
    expect(wheelAngle(asc + 270, asc)).toBe(90); // the MC side, above
    expect(wheelAngle(asc - 10, asc)).toBe(170); // just before the ascendant: just above the horizon, in house 12
  });

  it('maps wheel angles to SVG points with y growing downwards', () => {
    const [lx, ly] = polarPoint(100, 100, 50, 180);
    expect(lx).toBeCloseTo(50);
    expect(ly).toBeCloseTo(100);
    const [bx, by] = polarPoint(100, 100, 50, wheelAngle(90, 0)); // Cancer 0° with Aries rising: the bottom
    expect(bx).toBeCloseTo(100);
    expect(by).toBeCloseTo(150);
  });

  it('finds the middle of an arc, across 0° Aries too', () => {
    expect(midLongitude(10, 40)).toBe(25);
    expect(midLongitude(350, 20)).toBe(5);
  });
});

describe('stacking a body’s labels towards the centre', () => {
  const boxes = [
    { width: 20, height: 12 },
    { width: 22, height: 11 },
  ];

  it('needs half the heights above or below the centre, half the widths at the sides', () => {
    const [outerTop, innerTop] = stackInward(90, boxes, 130, 3);
    expect(outerTop).toBe(130);
    expect(outerTop - innerTop).toBeCloseTo(11.5 + 3);
    const [outerLeft, innerLeft] = stackInward(180, boxes, 130, 3);
    expect(outerLeft - innerLeft).toBeCloseTo(21 + 3);
    const [, innerDiagonal] = stackInward(135, boxes, 130, 3);
    expect(130 - innerDiagonal).toBeLessThan(24);
  });

  it('reaches a box’s edge along the radius', () => {
    expect(radialHalfExtent(90, 20, 12)).toBeCloseTo(6);
    expect(radialHalfExtent(180, 20, 12)).toBeCloseTo(10);
  });
});
